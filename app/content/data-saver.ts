/** The texts of data-saver mode (app/lib/data-saver.ts): the footer's switch, the diagrams, the charts as tables. */
export const dataSaverText = {
  toggle: {
    /** The switch's name; its state is in aria-pressed and in the word beside it. */
    label: "Économiser les données",
    on: "Activé",
    off: "Désactivé",
    description: "Images réduites, ni diaporama ni schéma chargés d'office\u00a0: idéal avec un forfait mobile.",
    browserOn: "Activé car votre navigateur le demande.",
    browserOff: "Votre navigateur le demande, mais vous avez choisi la version complète.",
  },
  /** The 400 answer to a value other than "on" or "off". */
  invalidChoice: "Choix d'économie de données invalide",
  diagram: {
    show: "Afficher le schéma",
    loading: "Chargement du schéma…",
    failed: "Schéma indisponible pour le moment. Réessayer",
  },
  /** Column headers of the charts shown as tables. */
  tables: {
    format: "Format",
    rate: "Taux moyen",
    change: "Évolution",
    metric: "Indicateur",
  },
};
