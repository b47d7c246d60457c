/** The symbols of the units the site prints after a duration (app/lib/format/duration.ts), in French. */
export const unitText = {
  seconds: "s",
  minutes: "min",
};
