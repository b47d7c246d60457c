import { unitText } from "~/content/units";
import { formatNumber } from "./number";

/** "850 o", "12,3 Mo", "1,2 Go": a size in bytes, in powers of 1 024, with one decimal above the kilobyte. */
export function formatSize(bytes: number): string {
  const units = unitText.sizes;
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${formatNumber(value, unit === 0 ? 0 : 1)}\u00a0${units[unit]}`;
}

/** "0,4 s", "12 s", "3 min 05 s": how long something took. */
export function formatDuration(milliseconds: number): string {
  const seconds = milliseconds / 1000;
  if (seconds < 60) return `${formatNumber(seconds, seconds < 10 ? 1 : 0)}\u00a0${unitText.seconds}`;
  const whole = Math.round(seconds);
  const minutes = `${Math.floor(whole / 60)}\u00a0${unitText.minutes}`;
  return `${minutes} ${String(whole % 60).padStart(2, "0")}\u00a0${unitText.seconds}`;
}
