import type { StaffAction } from "~/lib/auth/activity.server";
import type { StaffRole } from "~/lib/db/schema";
import { formatCount } from "~/lib/format/plural";

/** Texts of the staff accounts: sign-in, roles, « Mon compte », « Équipe », « Activité » (issue 24). */
export const accountsText = {
  roles: { admin: "Administrateur", writer: "Rédacteur" } satisfies Record<StaffRole, string>,
  /** The role inside a sentence (« Passer rédacteur »). */
  rolesInSentence: { admin: "administrateur", writer: "rédacteur" } satisfies Record<StaffRole, string>,
  /** A writer opening what is an administrator's (by a link or by a request). */
  forbidden: "Cette page est réservée aux administrateurs\u00a0: votre compte de rédacteur n'y a pas accès.",
  forbiddenBack: "Revenir aux articles",
  login: {
    emailLabel: "Adresse e-mail",
    emailHint: "Laissez-la vide pour le compte principal tant qu'il garde le mot de passe du serveur.",
    wrongWithEmail: "Adresse e-mail ou mot de passe incorrect",
    accountBlocked: (minutes: number) =>
      `Trop de mots de passe erronés pour ce compte. Réessayez dans ${formatCount(minutes, "minute", "minutes")}, ou connectez-vous avec une clé d'accès ou par «\u00a0Mot de passe oublié\u00a0».`,
    forgotten: "Mot de passe oublié\u00a0?",
    sessionEnded: "Votre session a pris fin. Connectez-vous pour continuer.",
  },
  nav: { account: "Mon compte", team: "Équipe", activity: "Activité" },
  activity: {
    byPassword: "par mot de passe",
    byPasskey: "par clé d'accès",
    byLink: "par lien reçu par e-mail",
    title: "Activité",
    intro: "Les dernières actions de l'équipe, les plus récentes d'abord.",
    empty: "Aucune action pour l'instant.",
    when: "Quand",
    who: "Qui",
    what: "Action",
    subject: "Sur",
    /** The table's name, for screen readers. */
    list: "Dernières actions de l'équipe",
    /** The optional filter by person (a plain GET form). */
    filter: { label: "Personne", everyone: "Toute l'équipe", apply: "Afficher", of: (name: string) => `Activité\u00a0: ${name}` },
    emptyFor: "Aucune action de cette personne pour l'instant.",
    /** What an action was done to, as the log keeps it (cut to 200 characters). */
    subjects: {
      statusChange: (title: string, status: string) => `${title} → ${status}`,
      /** `names`: the deleted articles' titles, one after the other. */
      trashEmptied: (count: number, names: string) =>
        count === 0 ? "Corbeille déjà vide" : `${formatCount(count, "article", "articles")}\u00a0: ${names}`,
      leadStatus: (summary: string, status: string) => `${summary} → ${status}`,
      delivery: (summary: string, channel: string) => `${summary} (${channel})`,
      /** `filters`: the list's filters in words, « type\u00a0: Contact, statut\u00a0: Nouveau », or "". */
      leadsExport: (count: number, filters: string) => `${formatCount(count, "demande", "demandes")}${filters ? ` (${filters})` : ""}`,
      leadsFilter: {
        kind: (kind: string) => `type\u00a0: ${kind}`,
        status: (status: string) => `statut\u00a0: ${status}`,
        query: (query: string) => `recherche «\u00a0${query}\u00a0»`,
      },
      subscribersExport: (count: number) => formatCount(count, "abonné", "abonnés"),
    },
    actions: {
      "signed-in": "S'est connecté",
      "signed-out": "S'est déconnecté",
      "password-changed": "A changé son mot de passe",
      "password-reset": "A choisi un mot de passe depuis un lien",
      "passkey-added": "A ajouté une clé d'accès",
      "passkey-removed": "A retiré une clé d'accès",
      "session-ended": "A terminé une de ses sessions",
      "account-invited": "A invité une personne",
      "account-role-changed": "A changé un rôle",
      "account-disabled": "A désactivé un compte",
      "account-enabled": "A réactivé un compte",
      "account-sessions-ended": "A terminé les sessions d'un compte",
      "every-session-ended": "A terminé toutes les sessions de l'équipe",
      "article-saved": "A enregistré l'article",
      "article-status-changed": "A changé le statut de l'article",
      "article-deleted": "A supprimé définitivement l'article",
      "trash-emptied": "A vidé la corbeille",
      "lead-status-changed": "A changé le statut de la demande",
      "delivery-resent": "A renvoyé une demande",
      "subscriber-removed": "A retiré un abonné",
      "leads-exported": "A exporté les demandes",
      "subscribers-exported": "A exporté les abonnés",
      "test-email-sent": "A envoyé un e-mail de test",
    } satisfies Record<StaffAction, string>,
  },
  account: {
    title: "Mon compte",
    identity: "Votre compte",
    name: "Nom",
    email: "Adresse e-mail",
    role: "Rôle",
    password: {
      title: "Mot de passe",
      current: "Mot de passe actuel",
      next: "Nouveau mot de passe",
      confirm: "Confirmez le nouveau mot de passe",
      hint: (min: number) => `Au moins ${min}\u00a0caractères. Vos autres sessions seront terminées.`,
      submit: "Changer le mot de passe",
      changed: "Mot de passe changé. Vos autres sessions sont terminées.",
      wrongCurrent: "Le mot de passe actuel est incorrect",
      blocked: (minutes: number) =>
        `Trop de mots de passe erronés. Réessayez dans ${formatCount(minutes, "minute", "minutes")}, ou choisissez-en un nouveau par «\u00a0Mot de passe oublié\u00a0».`,
      tooShort: (min: number) => `Le nouveau mot de passe doit contenir au moins ${min}\u00a0caractères`,
      tooLong: "Le nouveau mot de passe est trop long (200\u00a0caractères au plus)",
      mismatch: "Les deux mots de passe ne correspondent pas",
      fromSetting: "Votre mot de passe est encore celui du serveur (ADMIN_PASSWORD)\u00a0: choisissez le vôtre.",
    },
    sessions: {
      title: "Mes sessions",
      intro: "Les appareils où votre compte est ouvert. Terminez une session que vous ne reconnaissez pas.",
      current: "Cette session",
      unknownDevice: "Appareil inconnu",
      opened: "Ouverte le",
      lastUsed: "Dernière activité",
      end: "Terminer",
      endLabel: (device: string) => `Terminer la session ${device}`,
      ended: "Session terminée.",
      notFound: "Cette session est déjà terminée.",
    },
  },
  team: {
    title: "Équipe",
    intro:
      "Les comptes de l'équipe. Un rédacteur écrit et publie les articles et choisit les images\u00a0; un administrateur voit aussi les demandes, les abonnés, l'audience et la santé du site, et gère les comptes.",
    list: "Comptes de l'équipe",
    you: "vous",
    status: { active: "Actif", invited: "Invitation envoyée", invitationLapsed: "Invitation à renvoyer", disabled: "Désactivé" },
    created: "Créé le",
    lastSeen: "Vu pour la dernière fois",
    neverSeen: "Jamais connecté",
    sessions: (count: number) => formatCount(count, "session ouverte", "sessions ouvertes"),
    invite: {
      title: "Inviter une personne",
      name: "Nom",
      email: "Adresse e-mail",
      role: "Rôle",
      submit: "Envoyer l'invitation",
      sent: (email: string) => `Invitation envoyée à ${email}.`,
      noMail: (name: string) =>
        `Compte créé pour ${name}, mais aucun serveur d'e-mail n'est configuré (SMTP_URL)\u00a0: transmettez-lui vous-même ce lien, valable 72\u00a0heures et une seule fois.`,
      accepted: (name: string) => `${name} a déjà choisi son mot de passe\u00a0: pas d'invitation à renvoyer.`,
      taken: "Un compte existe déjà avec cette adresse e-mail",
      nameRequired: "Le nom est requis",
      nameTooLong: "Le nom est trop long (80\u00a0caractères au plus)",
      nameControls:
        "Le nom doit tenir sur une seule ligne\u00a0: retirez les retours à la ligne, les tabulations et autres caractères de contrôle.",
      nameBidi: "Le nom contient des caractères invisibles de contrôle du sens d'écriture\u00a0: retirez-les.",
      nameLetters: "Le nom doit contenir au moins une lettre.",
      emailInvalid: "Adresse e-mail invalide",
    },
    actions: {
      makeRole: (role: string) => `Passer ${role}`,
      endSessions: "Terminer ses sessions",
      disable: "Désactiver",
      enable: "Réactiver",
      resendInvitation: "Renvoyer l'invitation",
    },
    done: {
      role: (name: string, role: string) => `${name} est maintenant ${role}.`,
      sessionsEnded: (name: string, count: number) => `${formatCount(count, "session terminée", "sessions terminées")} pour ${name}.`,
      disabled: (name: string) => `Compte désactivé\u00a0: ${name} ne peut plus se connecter, et ses sessions sont terminées.`,
      enabled: (name: string) => `Compte réactivé\u00a0: ${name} peut de nouveau se connecter.`,
    },
    refused: {
      notFound: "Ce compte n'existe plus.",
      yourself: "Vous ne pouvez pas retirer vos propres droits ni désactiver votre compte\u00a0: demandez-le à un autre administrateur.",
      lastAdmin: "Il faut garder au moins un administrateur actif.",
    },
  },
} as const;
