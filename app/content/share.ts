/** Texts of the link-preview pictures (app/lib/seo/share-card.server.ts) and their descriptions. */
export const shareText = {
  sections: { blog: "Kheopscope", shop: "Boutique" },
  /** og:image:alt of the site's default picture. */
  defaultAlt: "Kheops Digital, agence web et marketing digital à Douala\u00a0: «\u00a0Votre croissance commence en ligne.\u00a0»",
  /** An article without a picture gets its title on the brand's colours. */
  articleAlt: (title: string, withPicture: boolean) =>
    `Kheopscope, le blog de Kheops Digital\u00a0: «\u00a0${title}\u00a0», ${withPicture ? "sur l'illustration de l'article" : "sur les couleurs de l'agence"}`,
  ebookAlt: (title: string, price: string) =>
    `Couverture de l'e-book «\u00a0${title}\u00a0» de Kheops Digital, à côté de son titre et de son prix, ${price}`,
};
