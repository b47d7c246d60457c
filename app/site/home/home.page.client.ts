import { startCarousels } from "../shell/carousel.client";
import { countUpKeyFigures } from "./count-up.client";
import { rotateHero } from "./hero-rotation.client";

export function enhancePage(): void {
  rotateHero();
  countUpKeyFigures();
  startCarousels();
}
