import { heroRotationMs } from "~/lib/motion";
import { whileSeen } from "./visibility";

/**
 * The home hero's pictures (components/home/hero-rotator.tsx): once the page has loaded, the waiting
 * pictures come out of their <template>s, and one shows at a time, the next every 5 s while the hero
 * is on screen in a visible tab.
 */
export function rotateHero(): void {
  const rotator = document.querySelector<HTMLElement>("[data-hero-rotator]");
  const slides = rotator ? [...rotator.querySelectorAll<HTMLElement>("[data-slide]")] : [];
  if (!rotator || slides.length < 2) return;
  const start = () => {
    for (const slide of slides) {
      const waiting = slide.querySelector("template");
      if (waiting) waiting.replaceWith(waiting.content);
    }
    let active = 0;
    let timer: ReturnType<typeof setInterval> | undefined;
    const show = (next: number) => {
      slides[active]?.removeAttribute("data-active");
      slides[active]?.setAttribute("aria-hidden", "true");
      active = next;
      slides[active]?.setAttribute("data-active", "");
      slides[active]?.removeAttribute("aria-hidden");
    };
    whileSeen(rotator, (seen) => {
      clearInterval(timer);
      timer = seen ? setInterval(() => show((active + 1) % slides.length), heroRotationMs) : undefined;
    });
  };
  if (document.readyState === "complete") start();
  else window.addEventListener("load", start, { once: true });
}
