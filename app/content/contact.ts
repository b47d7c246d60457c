export const contactPage = {
  eyebrow: "Contact",
  title: "Parlons de votre projet",
  lead: "Un devis, un audit gratuit ou une simple question\u00a0: écrivez-nous, nous répondons sous 24\u00a0heures ouvrées.",
  description:
    "Demandez un devis ou un audit gratuit à Kheops Digital, agence web et marketing digital à Logpom, Douala. Réponse sous 24\u00a0heures ouvrées.",
  formTitle: "Formulaire de contact",
  fields: {
    firstName: "Prénom",
    lastName: "Nom",
    email: "Adresse e-mail",
    subject: "Sujet",
    message: "Message",
  },
  placeholders: {
    subject: "Ex.\u00a0: devis pour un site vitrine",
    message: "Présentez votre activité et ce que vous souhaitez améliorer.",
  },
  submit: "Envoyer le message",
  sending: "Envoi en cours...",
  success: {
    title: "Message envoyé\u00a0!",
    text: "Merci de nous avoir contacté.",
    again: "Envoyer un autre message",
  },
  toastSuccess: { title: "Message envoyé\u00a0!", description: "Nous vous répondrons bientôt." },
  toastFailure: { title: "Erreur", description: "Impossible d'envoyer le message." },
  info: {
    title: "Nos coordonnées",
    addressLabel: "Adresse",
    phoneLabel: "Téléphone",
    emailLabel: "E-mail",
    hoursTitle: "Horaires d'ouverture",
    appointment: "En dehors de ces horaires, sur rendez-vous.",
  },
};
