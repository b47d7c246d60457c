/**
 * What the public forms' schemas (app/lib/forms/) say when a field is refused: the spec's texts, written once
 * here and used by the browser's instant checks and by the server alike. Each form's messages are an export of
 * their own, so that a page's script carries only those of its form.
 */

/** First and last names, in the contact and subscription forms. */
export const nameMessages = {
  // A plain space before the colon: the spec's text, as it is written there.
  characters: "Caractères autorisés : lettres, espaces, tirets (-), apostrophes (') et caractères accentués",
  firstName: {
    tooShort: "Le prénom doit contenir au moins 2 caractères.",
    tooLong: "Le prénom ne peut pas dépasser 50 caractères.",
  },
  lastName: {
    tooShort: "Le nom doit contenir au moins 2 caractères.",
    tooLong: "Le nom ne peut pas dépasser 50 caractères.",
  },
};

export const contactMessages = {
  email: "Email invalide.",
  subjectRequired: "Le sujet est requis.",
  subjectTooLong: "Le sujet ne peut pas dépasser 150 caractères.",
  messageRequired: "Le message est requis.",
  messageTooLong: "Le message ne peut pas dépasser 5 000 caractères.",
};

/** The newsletter's one field, in the footer, the home page and the blog. */
export const newsletterMessages = {
  email: "Veuillez entrer une adresse e-mail valide.",
};

export const subscriptionMessages = {
  email: "Veuillez entrer une adresse email valide.",
  terms: "Vous devez accepter les conditions générales pour continuer.",
  messageTooLong: "Le message ne peut pas dépasser 2 000 caractères.",
};

/** The subscription form's phone number, in the order its checks run (app/site/forms/subscription/phone.ts). */
export const phoneMessages = {
  required: "Le numéro de téléphone est requis.",
  format: "Format du numéro de téléphone invalide.",
  country: "Impossible de déterminer le pays du numéro de téléphone.",
  possible: "Ce numéro de téléphone ne semble pas possible.",
  tooShort: "Le numéro de téléphone est trop court.",
  tooLong: "Le numéro de téléphone est trop long.",
  countryMismatch: "Le code pays ne correspond pas au numéro.",
  invalid: "Numéro de téléphone invalide.",
  type: "Ce type de numéro n'est pas accepté (ex: mobile ou fixe).",
};
