import { withDe } from "./elision";

/**
 * Labels of components, small enough to travel with them: a component importing a page's content
 * module for one label would bring the whole page's text into every page that shows it.
 */
export const uiText = {
  skipToContent: "Aller au contenu",
  /** aria-roledescription of a carousel and of its slides. */
  carousel: "carrousel",
  slide: "diapositive",
  position: (current: number, total: number) => `${current} sur ${total}`,
  rating: (stars: number) => `${stars}\u00a0étoiles sur 5`,
  /** Read after a "En savoir plus" link's visible words. */
  moreAbout: (title: string) => `sur ${title}`,
  /** The plans' billing-period tabs. */
  billingPeriods: "Période de facturation",
  /** Read before each step of a process. */
  step: (step: number) => `Étape ${step}\u00a0: `,
  // Here rather than in about.ts: the home page shows the team too, and about.ts would come with them.
  portrait: (name: string) => `Portrait illustré ${withDe(name)}`,
  expertise: (name: string) => `Expertises ${withDe(name)}`,
  /** The label of the field only bots fill in (hidden from people and from screen readers). */
  honeypot: "Ne pas remplir",
};
