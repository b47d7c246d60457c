/**
 * Illustrative testimonials: the names, companies and quotes below are invented placeholders
 * until the agency supplies its real client quotes (with their consent to publish them).
 */

export interface Testimonial {
  /** kebab-case, unique. */
  id: string;
  name: string;
  role: string;
  company: string;
  content: string;
  /** Out of 5. */
  rating: number;
}

/** Exactly three, for the home page. */
/** Screen-reader texts of the home page's carousel (phones). */
export const testimonialsLabels = {
  carousel: "Témoignages de clients",
  dot: (position: number) => `Témoignage ${position}`,
  /** The row while it scrolls by hand (before the page's script, or without it): a keyboard's stop. */
  row: "Les témoignages, à faire défiler",
};

export const homeTestimonials: Testimonial[] = [
  {
    id: "restaurant-akwa",
    name: "Solange Mbarga",
    role: "Gérante",
    company: "Le Palais du Ndolé, restaurant à Akwa (Douala)",
    content:
      "Avant, notre page Facebook dormait. Kheops a photographié nos plats, publie trois fois par semaine et répond aux messages à notre place. Les commandes à emporter passées par WhatsApp ont presque doublé en six mois, surtout le week-end.",
    rating: 5,
  },
  {
    id: "boutique-bastos",
    name: "Yannick Tchatchoua",
    role: "Fondateur",
    company: "Maison Kaba, boutique de mode à Bastos (Yaoundé)",
    content:
      "Ils ont refait notre logo et créé un petit site catalogue qui se charge vite, même sur mobile. Nos clientes commandent et paient par Mobile Money sans passer à la boutique. Il a fallu quelques allers-retours sur les couleurs, mais le résultat nous ressemble.",
    rating: 4,
  },
  {
    id: "centre-formation-cocody",
    name: "Aminata Koné",
    role: "Directrice",
    company: "Centre Savoirs Pro, centre de formation à Cocody (Abidjan)",
    content:
      "Nous cherchions à remplir nos sessions sans dépendre du bouche-à-oreille. Grâce au référencement et à des campagnes bien ciblées, nos inscriptions en ligne ont nettement augmenté et nous recevons des demandes de villes où nous n'étions pas connus.",
    rating: 5,
  },
];
