import { notFoundText, serverErrorText } from "./site";

/** What the request boundary answers when it refuses a request (JSON for scripts, the error page for people). */
export const refusalText = {
  crossSite: "Cette demande vient d'un autre site\u00a0: elle a été refusée. Revenez sur notre site pour la refaire.",
  tooLarge: "Votre envoi est trop volumineux. Raccourcissez votre message puis réessayez.",
  tooMany: "Trop d'envois depuis votre connexion. Merci de patienter une minute avant de réessayer.",
  methodNotAllowed: "Méthode non autorisée",
  invalidJson: "JSON invalide",
  notFound: "Introuvable",
  unavailable:
    "Le site est momentanément indisponible\u00a0: notre base de données ne répond plus. Si vous envoyiez un formulaire, il n'a pas été enregistré\u00a0: renvoyez-le dans quelques instants.",
  /** The database answers but would not keep a write (a full disk, read-only, its file gone): pages are still served. */
  cannotStore:
    "Nous ne pouvons pas enregistrer d'envoi pour le moment\u00a0: votre formulaire n'a pas été enregistré. Renvoyez-le dans quelques minutes.",
};

/** The body of a permanent redirect the host sends itself (an old address, another spelling of one): browsers follow it, a person reading it learns where. */
export const movedText = (address: string) => `Cette page a changé d'adresse\u00a0: ${address}`;

/** The answers of the preference endpoints (currency, consent, data saver) to a value they do not know. */
export const preferenceRefusalText = {
  currency: "Devise non prise en charge",
  consent: "Choix invalide",
  returnAddress: "Adresse de retour invalide",
} as const;

/** The analytics endpoint's refusals (read by no one but the logs and the tests: our pages send only valid events, after 'Accepter'). */
export const analyticsRefusalText = {
  noConsent: "Mesure d'audience refusée\u00a0: aucun accord enregistré",
  invalid: "Événement invalide",
  /** What the event's schema says of a name or a parameter outside its list (app/lib/analytics/event-schema.ts). */
  unknownEvent: "Nom d'événement inconnu",
  refusedParameter: "Paramètre refusé",
} as const;

/** The like and view endpoints' answers other than a counted like or view (the article's toast is in blog.ts). */
export const likeRefusalText = {
  noVisitorId: "Rechargez la page pour pouvoir aimer cet article.",
  tooMany: "Cet article a reçu beaucoup de j'aime depuis votre connexion. Réessayez dans une heure.",
  notStored: "Le j'aime n'a pas pu être enregistré.",
  viewNotStored: "La vue n'a pas pu être enregistrée.",
  notFound: "Article introuvable.",
} as const;

/** The answer's text when a live-stats stream is refused (a person rarely reads it: the browser's EventSource does). */
export const streamRefusalText = {
  address: "Trop de connexions en direct depuis votre adresse. Fermez quelques onglets du site, puis réessayez dans un instant.",
  total: "Le site reçoit beaucoup de visiteurs en ce moment\u00a0: les compteurs en direct reviendront dans un instant.",
} as const;

export interface ErrorPageText {
  title: string;
  message: string;
  action: string;
}

const back = "Retour à l'accueil";

/** The error page of each HTTP status a visitor may meet; any other status shows the 500 text. */
export const errorPages: Record<400 | 401 | 403 | 404 | 405 | 413 | 429 | 500 | 503, ErrorPageText> = {
  400: {
    title: "Demande incomprise",
    message: "Votre navigateur a envoyé une demande que nous ne savons pas lire. Rechargez la page puis réessayez.",
    action: back,
  },
  401: {
    title: "Connexion requise",
    message: "Cette page est réservée à l'équipe de l'agence. Connectez-vous pour y accéder.",
    action: back,
  },
  403: { title: "Demande refusée", message: refusalText.crossSite, action: back },
  404: notFoundText,
  405: {
    title: "Action impossible ici",
    message: "Cette adresse ne répond pas à ce type de demande. Repartez de l'accueil pour continuer votre visite.",
    action: back,
  },
  413: { title: "Envoi trop volumineux", message: refusalText.tooLarge, action: back },
  429: { title: "Un instant, s'il vous plaît", message: refusalText.tooMany, action: back },
  500: serverErrorText,
  503: { title: "Site momentanément indisponible", message: refusalText.unavailable, action: back },
};

export function errorPageFor(status: number): ErrorPageText {
  return status in errorPages ? errorPages[status as keyof typeof errorPages] : errorPages[500];
}
