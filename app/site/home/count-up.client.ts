import { keyFigure, keyFigures } from "~/lib/behaviours/home";
import { reducedMotionQuery } from "~/lib/motion";
import { attach } from "../shell/attach.client";

const durationMs = 1200;

/**
 * The home page's key figures (site/home/key-figures.tsx) count up from 0 to the value the server
 * wrote, once, when they first come into view; with reduced motion they simply stay as written.
 */
export function countUpKeyFigures(): void {
  if (window.matchMedia(reducedMotionQuery).matches) return;
  attach(keyFigures, countUp);
}

function countUp(list: HTMLElement): void {
  const counters = [...list.querySelectorAll<HTMLElement>(keyFigure.selector())];
  const observer = new IntersectionObserver((entries) => {
    if (!entries.some((entry) => entry.isIntersecting)) return;
    observer.disconnect();
    const started = performance.now();
    const step = (now: number) => {
      const progress = Math.min(1, (now - started) / durationMs);
      for (const counter of counters) {
        counter.textContent = String(Math.round(Number(keyFigure.read(counter).countTo) * (1 - (1 - progress) ** 3)));
      }
      if (progress < 1) requestAnimationFrame(step);
    };
    requestAnimationFrame(step);
  });
  observer.observe(list);
}
