import type { NewsletterSource } from "~/lib/forms/newsletter";

/** French labels of the fields the contact, newsletter and subscription forms store (lead mails, the admin's lead page). */
export const leadFieldLabels: Record<string, string> = {
  _subject: "Objet",
  _replyto: "Répondre à",
  firstName: "Prénom",
  lastName: "Nom",
  fullName: "Nom complet",
  email: "E-mail",
  phone: "Téléphone",
  phoneCountry: "Pays du téléphone",
  subject: "Sujet",
  message: "Message",
  plan: "Forfait",
  period: "Période",
  price: "Prix",
  offerPrice: "Prix de l'offre",
  currency: "Devise",
  termsAccepted: "Conditions acceptées",
  subscriptionType: "Type d'inscription",
  source: "Origine",
  page: "Page",
  pageUrl: "Page",
  formTitle: "Formulaire",
  timestamp: "Horodatage",
  metadata: "Contexte",
  location: "Localisation",
  detectedCountry: "Pays détecté",
  locationWarning: "Alerte de localisation",
  country: "Pays",
  countryCode: "Code pays",
  city: "Ville",
  region: "Région",
  latitude: "Latitude",
  longitude: "Longitude",
  ip: "Adresse IP",
  userAgent: "Navigateur",
  screenSize: "Taille d'écran",
  language: "Langue",
  timezone: "Fuseau horaire",
  referrer: "Provenance",
};

/** What the agency reads about a lead besides its fields: the summary (its mail's subject), the form, the mail's footer. */
export const leadText = {
  contactSummary: (fullName: string, subject: string) => `Nouveau message de contact - ${fullName}\u00a0: ${subject}`,
  contactForm: "Formulaire de contact",
  newsletterSummaries: {
    Footer: "Nouvelle inscription à la newsletter - Pied de page",
    Homepage: "Nouvelle inscription à la newsletter - Page d'accueil",
    Blog: "Nouvelle inscription à la newsletter - Kheopscope",
  } satisfies Record<NewsletterSource, string>,
  subscriptionSummary: (plan: string, fullName: string) => `Nouvelle souscription ${plan} - ${fullName}`,
  /** No « de » before the countries: « de Cameroun » would need « du », « de États-Unis » « des ». */
  locationWarning: (phoneCountryName: string, connectionCountryName: string) =>
    `Pays différents, à vérifier lors de l'appel\u00a0: téléphone ${phoneCountryName}, connexion ${connectionCountryName}.`,
  noMessage: "(aucun)",
  /** The lead mail's last lines. */
  received: (date: string) => `Reçu le ${date} (heure de Douala)`,
  reference: "Référence",
};
