/** The blog's authors (spec §3 'Author profiles'): the agency itself by default, and one named expert. */
export interface AuthorProfile {
  name: string;
  role: string;
  bio: string;
  quote: string;
  /** Team photo key under /images/art/team, when there is one. */
  avatar?: string;
}

export const agencyAuthor: AuthorProfile = {
  name: "Kheops Digital",
  role: "Agence web et marketing digital, Douala",
  bio: "Depuis 2020, notre équipe aide les commerçants et les PME du Cameroun à vendre en ligne\u00a0: réseaux sociaux, sites rapides, publicité et WhatsApp Business.",
  quote: "Le digital n'a de valeur que s'il remplit votre caisse.",
};

export const authors: AuthorProfile[] = [
  agencyAuthor,
  {
    name: "Mireille Ngo Biyong",
    role: "Fondatrice et CEO de Kheops Digital",
    bio: "Ancienne commerciale terrain, Mireille a vendu du porte-à-porte à Akwa avant de fonder l'agence. Elle forme aujourd'hui les équipes de vente de nos clients à la relation sur WhatsApp.",
    quote: "Un client qui discute est un client qui hésite encore\u00a0: c'est le meilleur moment pour vendre.",
    avatar: "team/mireille-ngo-biyong",
  },
];

/** Quotes chosen for a given article, then a category (spec: article quote, slug, category, author). */
export const quotesBySlug: Record<string, string> = {
  "instagram-reels-vs-tiktok": "La meilleure plateforme est celle où vos clients regardent déjà, pas celle dont tout le monde parle.",
  "strategie-facebook-2025":
    "Sur Facebook, la régularité bat le budget\u00a0: trois bonnes publications par semaine valent mieux qu'une campagne ponctuelle.",
};

export const quotesByCategory: Record<string, string> = {
  Technologie: "L'IA ne remplace pas votre savoir-faire\u00a0: elle vous rend le temps de l'exercer.",
  "Marketing Digital": "Mesurez ce qui fait vendre, pas ce qui fait plaisir à voir.",
  "Marketing d'Influence": "Une petite communauté qui vous fait confiance vaut mieux qu'un grand nombre d'abonnés distraits.",
};

export function authorProfile(name: string): AuthorProfile {
  return authors.find((author) => author.name === name) ?? agencyAuthor;
}

/** The author card's quote, in the spec's order of preference. */
export function authorQuoteFor(article: { slug: string; category: string; author: string; authorQuote?: string }): string {
  return article.authorQuote ?? quotesBySlug[article.slug] ?? quotesByCategory[article.category] ?? authorProfile(article.author).quote;
}

/** "Mireille Ngo Biyong" → "MN"; "Kheops Digital" → "KD". */
export function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join("");
}
