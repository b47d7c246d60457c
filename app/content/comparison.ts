/**
 * The figures behind the four charts of the article instagram-reels-vs-tiktok. Age shares are indicative orders of size,
 * written for this article; the other figures are the spec's.
 */
export const platforms = { tiktok: "TikTok", instagram: "Instagram Reels" } as const;

/** The charts' titles and their screen-reader texts. */
export const comparisonText = {
  age: {
    title: "Répartition des utilisateurs par âge",
    filterLegend: "Plateformes affichées",
    both: "Les deux",
    caption: "Part des utilisateurs de chaque tranche d'âge, en pourcentage",
    bandHeader: "Âge",
  },
  features: { title: "Huit fonctionnalités comparées", header: "Fonctionnalité", yes: "Oui", no: "Non" },
  engagement: { title: "Taux d'engagement moyen par format", up: " (en hausse)", down: " (en baisse)" },
  roi: { title: "Retour sur investissement publicitaire", best: "(meilleur résultat)" },
  /** Read before a platform's figure or answer. */
  onPlatform: (platform: string) => `${platform}\u00a0: `,
};

export const ageDistribution: { band: string; tiktok: number; instagram: number }[] = [
  { band: "16-24", tiktok: 38, instagram: 29 },
  { band: "25-34", tiktok: 31, instagram: 34 },
  { band: "35-44", tiktok: 16, instagram: 19 },
  { band: "45-54", tiktok: 9, instagram: 11 },
  { band: "55+", tiktok: 6, instagram: 7 },
];

export const featureComparison: { feature: string; tiktok: boolean; instagram: boolean }[] = [
  { feature: "Sons et musiques tendance", tiktok: true, instagram: true },
  { feature: "Montage intégré avec textes et sous-titres", tiktok: true, instagram: true },
  { feature: "Réagir à la vidéo d'un autre compte (Duo, Remix)", tiktok: true, instagram: true },
  { feature: "Vidéos de plus de trois minutes", tiktok: true, instagram: false },
  { feature: "Direct possible dès le premier jour", tiktok: false, instagram: true },
  { feature: "Bouton WhatsApp sur le profil", tiktok: false, instagram: true },
  { feature: "Partage automatique vers votre page Facebook", tiktok: false, instagram: true },
  { feature: "Publicité gérée avec Facebook et WhatsApp", tiktok: false, instagram: true },
];

export const engagementRates: { format: string; rate: number; trend: "up" | "down"; change: number }[] = [
  { format: "Vidéo TikTok", rate: 12.5, trend: "up", change: 18 },
  { format: "Reel Instagram", rate: 6.8, trend: "up", change: 12 },
  { format: "Carrousel Instagram", rate: 4.2, trend: "up", change: 8 },
  { format: "Photo simple", rate: 2.1, trend: "down", change: 5 },
];

/** TikTok first, Instagram second; `lowerIsBetter` for costs. */
export const roiMetrics: { label: string; unit: "usd" | "percent"; tiktok: number; instagram: number; lowerIsBetter: boolean }[] = [
  { label: "Coût pour 1\u00a0000\u00a0vues", unit: "usd", tiktok: 20, instagram: 40, lowerIsBetter: true },
  { label: "Taux de conversion", unit: "percent", tiktok: 2.3, instagram: 4.8, lowerIsBetter: false },
  { label: "Coût par acquisition", unit: "usd", tiktok: 15, instagram: 28, lowerIsBetter: true },
  { label: "Valeur vie client", unit: "usd", tiktok: 120, instagram: 180, lowerIsBetter: false },
];
