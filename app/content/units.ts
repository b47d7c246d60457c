/** The symbols of the units the site prints after a number (app/lib/format/size.ts), in French. */
export const unitText = {
  /** Bytes, then powers of 1 024. */
  sizes: ["o", "ko", "Mo", "Go", "To"],
  seconds: "s",
  minutes: "min",
};
