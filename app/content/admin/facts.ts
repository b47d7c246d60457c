/** « Réglages »: the screen where administrators edit the agency's facts (app/admin/settings). */

export const settingsText = {
  nav: "Réglages",
  title: "Réglages du site",
  intro:
    "Les coordonnées, les informations légales et les e-books que voient les visiteurs. Un changement enregistré s'affiche sur le site en quelques secondes.",
  formLabel: "Réglages du site",
  groups: {
    contact: "Coordonnées",
    legal: "Informations légales",
    ebooks: "E-books",
  },
  /** Each fact's label, and where the visitors see it. */
  fields: {
    name: {
      label: "Nom de l'agence",
      hint: "Affiché dans le titre des pages, le pied de page, les mentions légales, la politique de confidentialité et les données pour Google.",
    },
    address: {
      label: "Adresse",
      hint: "Sans le pays. Affichée dans le pied de page, la page Contact, les mentions légales, les conditions générales de vente et la politique de confidentialité.",
    },
    hours: {
      label: "Horaires d'ouverture",
      hint: "Une ligne par jour ou groupe de jours\u00a0: «\u00a0Samedi\u00a0: 10:00 - 14:00\u00a0». Affichés sur la page Contact.",
    },
    phone: {
      label: "Téléphone",
      hint: "Affiché dans le pied de page, la page Contact, les mentions légales, les conditions générales de vente et la politique de confidentialité.",
    },
    email: {
      label: "E-mail",
      hint: "Affiché dans le pied de page, la page Contact, les mentions légales, les conditions générales de vente et la politique de confidentialité.",
    },
    whatsapp: { label: "WhatsApp", hint: "Le numéro du lien «\u00a0Diagnostic WhatsApp\u00a0» des articles, indicatif compris." },
    facebookUrl: { label: "Page Facebook", hint: "Le lien Facebook du pied de page." },
    rccm: { label: "RCCM", hint: "Affiché dans les mentions légales et les conditions générales de vente." },
    niu: { label: "NIU", hint: "Affiché dans les mentions légales et les conditions générales de vente." },
    capital: {
      label: "Capital social",
      hint: "Affiché dans les mentions légales, les conditions générales de vente et la politique de confidentialité.",
    },
    host: { label: "Hébergeur", hint: "Affiché dans les mentions légales." },
  },
  ebook: {
    checkout: "Lien de paiement",
    checkoutHint: "Le bouton «\u00a0Acheter\u00a0» de sa page dans la boutique y mène. Vide\u00a0: aucun lien pour l'instant.",
    state: "État",
    stateHint: "Bientôt disponible\u00a0: le bouton «\u00a0Acheter\u00a0» de sa page dans la boutique est grisé.",
    states: { "on-sale": "En vente", "coming-soon": "Bientôt disponible" },
    /** The e-book's title, for screen readers, after a label that every e-book repeats. */
    of: (title: string) => `de «\u00a0${title}\u00a0»`,
    /** A fact of an e-book in the history, the notice and the activity log. */
    checkoutOf: (title: string) => `Lien de paiement de «\u00a0${title}\u00a0»`,
    stateOf: (title: string) => `État de «\u00a0${title}\u00a0»`,
  },
  /** Where the value shown comes from. */
  source: {
    server: "Valeur d'origine du site",
    serverSetting: (name: string) => `Valeur du serveur (${name})`,
    setHere: (who: string, when: string) => `Modifié ici par ${who}, le ${when}`,
  },
  save: "Enregistrer les réglages",
  saved: "Réglages enregistrés",
  changed: (labels: string) => `Modifié\u00a0: ${labels}`,
  unchanged: "Aucun réglage n'a changé\u00a0: rien n'a été enregistré.",
  /** The refused form: nothing was saved. */
  refusedTitle: "Rien n'a été enregistré. Corrigez ces réglages\u00a0:",
  secrets: {
    title: "Secrets",
    intro:
      "Ils se changent sur le serveur, dans ses variables d'environnement, pas ici. Leur valeur n'est jamais affichée, même en partie.",
    list: "Les secrets du serveur",
    set: "défini",
    unset: "non défini",
    /** What each one is for. */
    uses: {
      SESSION_SECRET: "Signe les cookies des visiteurs et les sessions de l'équipe.",
      DATABASE_URL: "La base PostgreSQL, mot de passe compris. Sans elle, le site utilise SQLite.",
      SMTP_URL: "Le serveur d'envoi des e-mails (demandes, newsletter, liens de connexion).",
      FORMS_WEBHOOK_URL: "L'adresse où chaque demande est aussi transmise.",
      GA4_API_SECRET: "Transmet les mesures d'audience à Google Analytics.",
      BACKUP_PASSWORD_FILE: "Le fichier du mot de passe des sauvegardes.",
      ADMIN_PASSWORD: "Le mot de passe du premier compte, lu à la première installation.",
      UNSPLASH_ACCESS_KEY: "La recherche d'images Unsplash.",
      PEXELS_API_KEY: "La recherche d'images Pexels.",
      PIXABAY_API_KEY: "La recherche d'images Pixabay.",
      AI_API_KEY: "Les suggestions de l'éditeur d'articles.",
    },
  },
  history: {
    title: "Historique",
    intro: "Les derniers changements, les plus récents d'abord.",
    empty: "Aucun réglage n'a encore été modifié ici.",
    list: "Derniers changements des réglages",
    /** The value before the first change here. */
    server: "valeur du serveur",
    emptyValue: "vide",
    by: (who: string, when: string) => `par ${who}, le ${when}`,
    before: "Avant",
    after: "Après",
  },
};
