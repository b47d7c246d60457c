import { agreeing, type Counted, withNoun } from "../counted";
import { adminText } from "./shell";

/**
 * Texts of the staff's mailed links: « Mot de passe oublié », the page where a link's owner chooses a
 * password (/admin/nouveau-mot-de-passe), and the mails themselves (plain text). The password's rules and
 * field labels are those of « Mon compte » (accountsText.account.password).
 */
export const recoveryText = {
  forgotten: {
    title: "Mot de passe oublié",
    intro: "Indiquez l'adresse e-mail de votre compte\u00a0: nous vous enverrons un lien pour choisir un nouveau mot de passe.",
    emailLabel: "Adresse e-mail",
    emailInvalid: "Saisissez une adresse e-mail valide, par exemple prenom@kheops.cm",
    submit: "Recevoir un lien",
    /** The same answer whether or not an account has the address (nobody learns who has one). */
    sent: "Si un compte actif correspond à cette adresse, un e-mail vient de lui être envoyé avec un lien pour choisir un nouveau mot de passe. Ce lien est valable 30\u00a0minutes.",
    sentTitle: "Vérifiez votre messagerie",
    tooMany: (minutes: Counted) => `Trop de demandes depuis votre adresse. Réessayez dans ${withNoun(minutes, "minute", "minutes")}.`,
    backToLogin: "Revenir à la connexion",
  },
  newPassword: {
    title: "Choisissez votre mot de passe",
    intro: (name: string) => `Compte\u00a0: ${name}. Vous serez connecté dès qu'il sera enregistré.`,
    welcomeTitle: "Bienvenue",
    welcomeHeading: (name: string) => `Bienvenue, ${name}`,
    welcomeIntro: "Choisissez le mot de passe de votre compte pour rejoindre l'administration de Kheops Digital.",
    submit: "Choisir ce mot de passe",
    invalidTitle: "Ce lien n'est plus valable",
    invalid:
      "Ce lien a déjà servi, a expiré ou a été remplacé par un lien plus récent. Demandez-en un nouveau\u00a0: il arrive en quelques instants.",
    invalidInvitation: "Pour une invitation, demandez à un administrateur de vous l'envoyer à nouveau.",
    askAgain: "Demander un nouveau lien",
    /** Offered when the account has passkeys: checked by default, so that a reset closes every way in. */
    passkeys: {
      remove: "Supprimer aussi les clés d'accès de ce compte",
      hint: (count: Counted) =>
        `Ce compte a ${withNoun(count, "clé d'accès", "clés d'accès")}, qui ${agreeing(count, "ouvre", "ouvrent")} le compte sans mot de passe. Si quelqu'un d'autre a pu utiliser votre compte, laissez cette case cochée\u00a0: vous pourrez ajouter de nouveau vos clés depuis «\u00a0Mon compte\u00a0».`,
    },
  },
  mail: {
    resetSubject: "Votre lien pour choisir un nouveau mot de passe",
    resetBody: (name: string, link: string, until: string) =>
      [
        `Bonjour ${name},`,
        "",
        "Quelqu'un (vous, sans doute) a demandé à choisir un nouveau mot de passe pour votre compte de l'administration de Kheops Digital. Pour le faire, ouvrez ce lien\u00a0:",
        "",
        link,
        "",
        `Il ne sert qu'une fois et reste valable jusqu'au ${until} (heure de Douala).`,
        "",
        "Si vous n'avez rien demandé, ignorez ce message\u00a0: votre mot de passe actuel ne change pas.",
        "",
        "L'équipe Kheops Digital",
        "",
      ].join("\n"),
    invitationSubject: (inviter: string) => `${inviter} vous invite à rejoindre l'administration de Kheops Digital`,
    /** `role`: lower-cased (« rédacteur »). */
    invitationBody: (name: string, inviter: string, role: string, link: string, until: string) =>
      [
        `Bonjour ${name},`,
        "",
        `${inviter} vous invite à rejoindre l'administration de Kheops Digital, le site de l'agence, en tant que ${role}.`,
        "Pour accepter, ouvrez ce lien et choisissez votre mot de passe\u00a0:",
        "",
        link,
        "",
        `Il ne sert qu'une fois et reste valable jusqu'au ${until} (heure de Douala). Passé ce délai, demandez à ${inviter} de vous inviter à nouveau.`,
        "",
        "Si vous ne vous attendiez pas à cette invitation, ignorez ce message.",
        "",
        "L'équipe Kheops Digital",
        "",
      ].join("\n"),
  },
  pageTitle: adminText.pageTitle,
} as const;
