/**
 * The abbreviations of Intl's "fr-FR" short months, written out for the browser: building an Intl formatter
 * there loads the locale's data: 40 to 50 ms on the main thread of a first view (Chrome profile, issue 14;
 * app/site/blog/listing.ts). A file of its own, so that a page's script brings
 * these twelve words and nothing else.
 */
export const shortMonths = ["janv.", "févr.", "mars", "avr.", "mai", "juin", "juil.", "août", "sept.", "oct.", "nov.", "déc."];
