import type { Byline, PersonId } from "./people";

/**
 * The blog's author profiles, by person id: the
 * agency itself by default, and one named expert. Name and title are the person's.
 */
export interface AuthorProfile {
  bio: string;
  quote: string;
}

const agencyProfile: AuthorProfile = {
  bio: "Depuis 2020, notre équipe aide les commerçants et les PME du Cameroun à vendre en ligne\u00a0: réseaux sociaux, sites rapides, publicité et WhatsApp Business.",
  quote: "Le digital n'a de valeur que s'il remplit votre caisse.",
};

const profiles: Partial<Record<PersonId, AuthorProfile>> = {
  "kheops-digital": agencyProfile,
  "mireille-ngo-biyong": {
    bio: "Ancienne commerciale terrain, Mireille a vendu du porte-à-porte à Akwa avant de fonder l'agence. Elle forme aujourd'hui les équipes de vente de nos clients à la relation sur WhatsApp.",
    quote: "Un client qui discute est un client qui hésite encore\u00a0: c'est le meilleur moment pour vendre.",
  },
};

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

/** The author's profile; the agency's for anyone without one. */
export function authorProfile(author: Byline): AuthorProfile {
  return (author.id && profiles[author.id]) || agencyProfile;
}

/** The author card's quote, in the spec's order of preference. */
export function authorQuoteFor(article: { slug: string; category: string; author: Byline; authorQuote?: string }): string {
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
