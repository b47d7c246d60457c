/**
 * The address the request boundary renders a refusal's French page at (app/pages/erreur.astro), in
 * place of the page asked for: the visitor's address bar keeps what they asked for.
 */
export const errorPagePath = "/erreur";
