/** « Boutique »: the screen where administrators set the e-books' prices and promotions and the plans' prices (app/admin/shop-prices). */

export const shopPricesText = {
  nav: "Boutique",
  title: "Prix de la boutique",
  intro:
    "Le prix de chaque e-book, sa promotion et le prix mensuel des formules de community management. Chaque texte du site qui cite un prix le reprend d'ici\u00a0: fiches, FAQ, barre d'achat, données pour Google et image de partage. Un changement s'affiche sur le site en quelques secondes\u00a0; une promotion commence et se termine d'elle-même, heure de Douala.",
  formLabel: "Prix de la boutique",
  groups: { ebooks: "E-books", plans: "Formules de community management" },
  ebook: {
    price: "Prix normal (FCFA)",
    priceHint: "Un nombre entier de FCFA.",
    promotion: "Promotion",
    kinds: { none: "Aucune", percent: "Pourcentage", price: "Prix barré" },
    kindsHint: "Pourcentage\u00a0: la remise en\u00a0%. Prix barré\u00a0: le prix payé pendant la promotion, le prix normal étant barré.",
    value: "Remise (%) ou prix promotionnel (FCFA)",
    valueHint: "Selon la promotion choisie\u00a0; ignoré sans promotion.",
    start: "Début de la promotion",
    startHint: "Heure de Douala. Vide\u00a0: dès l'enregistrement.",
    end: "Fin de la promotion",
    endHint: "Heure de Douala. Vide\u00a0: jusqu'à ce qu'elle soit retirée ici.",
    /** The e-book's title, for screen readers, after a label that every e-book repeats. */
    of: (title: string) => `de «\u00a0${title}\u00a0»`,
    /** A fact of an e-book in the history, the notice and the activity log. */
    labels: {
      price: (title: string) => `Prix de «\u00a0${title}\u00a0»`,
      promo: (title: string) => `Promotion de «\u00a0${title}\u00a0»`,
      promoValue: (title: string) => `Remise ou prix promotionnel de «\u00a0${title}\u00a0»`,
      promoStart: (title: string) => `Début de la promotion de «\u00a0${title}\u00a0»`,
      promoEnd: (title: string) => `Fin de la promotion de «\u00a0${title}\u00a0»`,
    },
  },
  /** What the visitors see of an e-book now, under its fields. */
  shown: {
    title: "Ce que voient les visiteurs",
    sale: (price: string, was: string) => `${price} au lieu de ${was}`,
    running: "Promotion en cours",
    runningUntil: (when: string) => `Promotion en cours, jusqu'au ${when}`,
    scheduled: (when: string) => `Promotion programmée à partir du ${when}`,
    ended: (when: string) => `Promotion terminée le ${when}`,
  },
  plan: {
    label: (plan: string) => `Prix mensuel de ${plan} (FCFA)`,
    hint: (quarter: string, year: string) => `Soit ${quarter} pour 3\u00a0mois (-10\u00a0%) et ${year} pour 12\u00a0mois (-15\u00a0%).`,
    where:
      "Affiché sur la page Services, dans le formulaire de souscription, la page Community management et les conditions générales de vente.",
  },
  /** Where the value comes from. */
  source: {
    content: "Prix d'origine du site",
    setHere: (who: string, when: string) => `Modifié ici par ${who}, le ${when}`,
  },
  save: "Enregistrer les prix",
  saved: "Prix enregistrés",
  changed: (labels: string) => `Modifié\u00a0: ${labels}`,
  unchanged: "Aucun prix n'a changé\u00a0: rien n'a été enregistré.",
  refusedTitle: "Rien n'a été enregistré. Corrigez ces prix\u00a0:",
  history: {
    title: "Historique",
    intro: "Les derniers changements, les plus récents d'abord.",
    empty: "Aucun prix n'a encore été modifié ici.",
    list: "Derniers changements des prix",
    /** The value before the first change here. */
    server: "prix d'origine",
    emptyValue: "vide",
    by: (who: string, when: string) => `par ${who}, le ${when}`,
    before: "Avant",
    after: "Après",
  },
};
