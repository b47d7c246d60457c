/**
 * Calls `onChange(true)` while `element` is on screen in a visible tab, `onChange(false)` otherwise:
 * what moves by itself (a carousel's timer, a count) waits while nobody can see it.
 */
export function whileSeen(element: Element, onChange: (seen: boolean) => void): void {
  let onScreen = false;
  const update = () => onChange(onScreen && document.visibilityState === "visible");
  new IntersectionObserver((entries) => {
    onScreen = entries.some((entry) => entry.isIntersecting);
    update();
  }).observe(element);
  document.addEventListener("visibilitychange", update);
}
