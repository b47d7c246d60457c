import { startCarousels } from "../carousel";
import { countUpKeyFigures } from "../count-up";
import { rotateHero } from "../hero-rotation";

export function enhancePage(): void {
  rotateHero();
  countUpKeyFigures();
  startCarousels();
}
