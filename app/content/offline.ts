/**
 * What a visitor reads when the network is gone: the page the service worker shows for an address
 * this device has not kept, and the answer of a form sent without a connection.
 */
export const offlineText = {
  page: {
    title: "Vous êtes hors ligne",
    message: "Cette page n'a pas encore été enregistrée sur cet appareil\u00a0: il faut une connexion pour l'ouvrir.",
    saved: "Les pages et les articles que vous avez déjà lus restent disponibles, même sans réseau.",
    retry: "Réessayer",
    home: "Retour à l'accueil",
  },
  /** What the service worker shows in place of the answer to a form posted without a connection (before any script). */
  notSent: {
    title: "Rien n'a été envoyé",
    message: "Votre appareil n'a pas de connexion\u00a0: votre envoi n'est pas parti.",
    back: "Revenez à la page d'avant avec le bouton «\u00a0Retour\u00a0» de votre navigateur\u00a0: ce que vous avez saisi y est encore. Renvoyez-le dès que le réseau revient.",
    home: "Retour à l'accueil",
  },
  /** Shown by every form (contact, newsletter, subscription) whose sending found no connection; the fields keep their text. */
  formNotSent:
    "Pas de connexion\u00a0: rien n'a été envoyé. Ce que vous avez saisi reste dans le formulaire\u00a0; renvoyez-le dès que le réseau revient.",
};
