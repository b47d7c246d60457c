import { type Counted, withNoun } from "../counted";
/**
 * Texts of the staff's passkeys: the sign-in button under the password form, « Clés d'accès » in « Mon compte »
 * (with the password asked before a key is added) and the mail that tells the owner a key was added.
 */
export const passkeysText = {
  /** The relying party's name, which the browser and the password manager show beside the key. */
  relyingPartyName: "Kheops Digital",
  /** What a key is called in the list when its browser and system are not recognised. */
  unknownDevice: "Appareil inconnu",
  signIn: {
    or: "ou",
    // Not « Se connecter … »: the password form's button is « Se connecter », and a person (or a test) asking
    // for that button must find one.
    button: "Utiliser une clé d'accès",
    busy: "Connexion en cours…",
    cancelled: "La connexion avec une clé d'accès a été annulée ou a expiré. Réessayez, ou utilisez votre mot de passe.",
    unknownKey: "Cette clé d'accès n'est pas reconnue. Elle a peut-être été retirée de votre compte\u00a0: utilisez votre mot de passe.",
    disabled: "Ce compte est désactivé. Demandez à un administrateur de le réactiver.",
  },
  /** Why the passkey button is not offered, said in its place. */
  unavailable: {
    browser: "Ce navigateur ne prend pas en charge les clés d'accès\u00a0: connectez-vous avec votre mot de passe.",
    insecure: "Les clés d'accès demandent une connexion sécurisée (https)\u00a0: connectez-vous avec votre mot de passe.",
    // Browsers refuse a passkey for a site opened at an IP address (127.0.0.1): the key belongs to a domain name.
    domain:
      "Les clés d'accès demandent le nom de domaine du site et ne fonctionnent pas à une adresse IP comme celle-ci\u00a0: connectez-vous avec votre mot de passe.",
  },
  panel: {
    title: "Clés d'accès",
    intro:
      "Une clé d'accès vous connecte avec l'empreinte, le visage ou le code de votre appareil, sans mot de passe. Votre mot de passe reste valable.",
    list: "Vos clés d'accès",
    empty: "Aucune clé d'accès pour l'instant.",
    added: (date: string) => `Ajoutée le ${date}`,
    lastUsed: (date: string | undefined) => `Dernière utilisation\u00a0: ${date ?? "jamais"}`,
    add: "Ajouter une clé d'accès",
    adding: "Ajout en cours…",
    remove: "Retirer",
    removeLabel: (label: string) => `Retirer la clé d'accès ${label}`,
    saved: (label: string) => `Clé d'accès «\u00a0${label}\u00a0» ajoutée.`,
    removed: (label: string) => `Clé d'accès «\u00a0${label}\u00a0» retirée.`,
    cancelled: "L'ajout de la clé d'accès a été annulé ou a expiré.",
    alreadyRegistered: "Cet appareil a déjà une clé d'accès pour votre compte.",
  },
  /**
   * Before a key is added: the owner's proof, since a key opens the account without a password. A sign-in of the
   * last five minutes is proof enough; otherwise the panel asks for the password before the browser's dialog.
   */
  proof: {
    title: "Confirmez votre identité",
    intro: "Une clé d'accès ouvrira votre compte sans mot de passe\u00a0: pour en ajouter une, saisissez d'abord votre mot de passe.",
    passwordLabel: "Votre mot de passe",
    submit: "Continuer",
    cancel: "Annuler",
    /** The server's refusal when neither the password nor a recent sign-in came with the request. */
    required: "Pour ajouter une clé d'accès, confirmez d'abord votre mot de passe.",
    /** The same, for an account that has no password yet. */
    signInRequired:
      "Pour ajouter une clé d'accès, reconnectez-vous d'abord\u00a0: l'ajout est possible dans les 5\u00a0minutes qui suivent une connexion.",
    empty: "Saisissez votre mot de passe",
    wrong: "Le mot de passe est incorrect",
    blocked: (minutes: Counted) => `Trop de mots de passe erronés. Réessayez dans ${withNoun(minutes, "minute", "minutes")}.`,
  },
  /** The mail to the account's address once a key is added (plain text). */
  mail: {
    subject: "Une clé d'accès a été ajoutée à votre compte",
    /** `device`: the key's label (« Chrome sur Android »); `when`: Douala time; `forgotten`: the address of « Mot de passe oublié ». */
    body: (name: string, device: string, when: string, forgotten: string) =>
      [
        `Bonjour ${name},`,
        "",
        "Une clé d'accès vient d'être ajoutée à votre compte de l'administration de Kheops Digital. Elle permet de se connecter sans mot de passe.",
        "",
        `Appareil\u00a0: ${device}`,
        `Date\u00a0: ${when} (heure de Douala)`,
        "",
        "Si c'est vous, il n'y a rien à faire.",
        "",
        "Si ce n'est pas vous, quelqu'un utilise sans doute une de vos sessions. Demandez tout de suite un nouveau mot de passe ici\u00a0:",
        "",
        forgotten,
        "",
        "Sur la page du lien que vous recevrez, laissez cochée la case «\u00a0Supprimer aussi les clés d'accès de ce compte\u00a0»\u00a0: toutes vos sessions seront terminées et les clés retirées. Prévenez ensuite un administrateur de l'agence.",
        "",
        "L'équipe Kheops Digital",
        "",
      ].join("\n"),
  },
  errors: {
    /** The challenge cookie is missing, expired (5 minutes) or already used. */
    expired: "La demande a expiré. Recommencez.",
    invalid: "La réponse de la clé d'accès est invalide. Recommencez.",
    refused: "La clé d'accès n'a pas pu être vérifiée. Recommencez.",
    notFound: "Cette clé d'accès n'existe plus.",
    browser: "Le navigateur n'a pas pu utiliser la clé d'accès. Recommencez.",
    network: "Impossible de joindre le serveur. Vérifiez votre connexion et recommencez.",
    server: "Le serveur n'a pas pu répondre. Recommencez dans un instant.",
  },
} as const;
