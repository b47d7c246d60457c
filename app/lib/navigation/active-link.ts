/** Whether a navigation link is the page's: "/" only for itself, the others for their section too. */
export function isActiveLink(to: string, path: string): boolean {
  return to === "/" ? path === "/" : path === to || path.startsWith(`${to}/`);
}
