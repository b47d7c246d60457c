import { heroRotator, heroSlide } from "~/lib/behaviours/home";
import { heroRotationMs } from "~/lib/motion";
import { attach } from "../shell/attach.client";
import { whileSeen } from "../shell/visibility.client";

/**
 * The home hero's pictures (site/home/hero-rotator.tsx): once the page has loaded, the waiting
 * pictures come out of their <template>s, and one shows at a time (the one not aria-hidden), the next
 * every 5 s while the hero is on screen in a visible tab.
 */
export function rotateHero(): void {
  attach(heroRotator, rotate);
}

function rotate(rotator: HTMLElement): void {
  const slides = [...rotator.querySelectorAll<HTMLElement>(heroSlide.selector())];
  if (slides.length < 2) return;
  const start = () => {
    for (const slide of slides) {
      const waiting = slide.querySelector("template");
      if (waiting) waiting.replaceWith(waiting.content);
    }
    let active = 0;
    let timer: ReturnType<typeof setInterval> | undefined;
    const show = (next: number) => {
      slides[active]?.setAttribute("aria-hidden", "true");
      active = next;
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
