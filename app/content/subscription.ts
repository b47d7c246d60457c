/** Texts of the subscription form, its dialog on /services and its page. */
export const subscriptionText = {
  page: {
    eyebrow: "Community management",
    title: "Souscrire à une offre",
    lead: "Laissez-nous vos coordonnées\u00a0: un conseiller vous rappelle pour valider votre forfait et lancer votre accompagnement.",
    description:
      "Souscrivez à une offre de community management de Kheops Digital (Starter, Pro ou Premium)\u00a0: mensuelle, trimestrielle ou annuelle, à Douala et partout au Cameroun.",
    backToOffers: "Revoir les offres",
  },
  dialogTitle: "Votre souscription",
  close: "Fermer",
  summary: {
    plan: "Forfait",
    period: "Période",
    price: "Prix de l'offre",
  },
  fields: {
    firstName: "Prénom",
    lastName: "Nom",
    email: "Adresse e-mail",
    phone: "Téléphone",
    country: "Pays",
    message: "Message (facultatif)",
  },
  placeholders: {
    message: "Votre activité, vos réseaux actuels, vos objectifs...",
    countrySearch: "Rechercher un pays...",
  },
  countryPicker: {
    label: "Choisir l'indicatif du pays",
    empty: "Aucun pays trouvé",
  },
  phoneHint: "Le numéro commence par l'indicatif du pays choisi.",
  terms: {
    before: "J'accepte les ",
    link: "conditions générales de vente",
    after: " de Kheops Digital.",
  },
  submit: "Confirmer ma souscription",
  submitting: "Traitement en cours...",
  toastSuccess: { title: "Message envoyé", description: "Votre message a été envoyé avec succès." },
  toastFailure: { title: "Erreur", description: "Une erreur est survenue lors de l'envoi du message." },
  confirmed: {
    title: "Souscription confirmée\u00a0!",
    text: "Merci pour votre confiance. Notre équipe vous contactera dans les plus brefs délais pour finaliser votre souscription.",
    again: "Nouvelle souscription",
  },
};
