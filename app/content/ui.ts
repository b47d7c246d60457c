/** Labels several components share: the skip link, carousels, star ratings, "more about" links. */
export const uiText = {
  skipToContent: "Aller au contenu",
  /** aria-roledescription of a carousel and of its slides. */
  carousel: "carrousel",
  slide: "diapositive",
  position: (current: number, total: number) => `${current} sur ${total}`,
  rating: (stars: number) => `${stars} étoiles sur 5`,
  /** Read after a "En savoir plus" link's visible words. */
  moreAbout: (title: string) => `sur ${title}`,
};
