import { unitText } from "~/content/units";
import { formatNumber } from "./number";

/** "0,4 s", "12 s", "3 min 05 s": how long something took. */
export function formatDuration(milliseconds: number): string {
  const seconds = milliseconds / 1000;
  if (seconds < 60) return `${formatNumber(seconds, seconds < 10 ? 1 : 0)}\u00a0${unitText.seconds}`;
  const whole = Math.round(seconds);
  const minutes = `${Math.floor(whole / 60)}\u00a0${unitText.minutes}`;
  return `${minutes} ${String(whole % 60).padStart(2, "0")}\u00a0${unitText.seconds}`;
}
