/**
 * Words before which French keeps « de », « le », « que »… whole although they start with a vowel letter or an h:
 * the aspirated h (« le héros », « de haut en bas », « sans harceler »), the y that sounds as a consonant
 * (« de Yaoundé », « le yoga »), and « onze », « oui » and « ouate ». Each entry covers the words it begins
 * (« haut » covers « hauteur »), so an entry must not begin a word with a mute h: « héros » is exact because
 * « l'héroïne » elides.
 */
const keptWhole = [
  "hall",
  "handicap",
  "harcel",
  "harcèl",
  "hasard",
  "hashtag",
  "hauss",
  "haut",
  "hiérarch",
  "hong",
  "honte",
  "hors",
  "huit",
  "onze",
  "oui",
  "ouate",
];
const keptWholeExactly = ["héros"];

/**
 * Whether « de », « le », « que »… before this word lose their vowel (« d'Arnaud », « l'hôtel ») or stay whole
 * (« de Marie », « le haut », « de Yaoundé »). Acronyms read letter by letter elide by their first letter's sound
 * (« d'IA », « l'ONG »), except H (« le HTML »).
 */
export function elides(word: string): boolean {
  const lower = word.toLocaleLowerCase("fr-FR");
  if (!/^[aeiouyhàâäéèêëîïôöûùüœæ]/.test(lower)) return false;
  if (/^y[aeiouàâéèêîôû]/.test(lower)) return false;
  if (/^H[A-Z]/.test(word)) return false;
  if (keptWholeExactly.includes(lower.replace(/[^\p{L}].*$/u, ""))) return false;
  return !keptWhole.some((start) => lower.startsWith(start));
}

/** « de » before a name or a title made from data: « de Marie », « d'Arnaud ». */
export function withDe(name: string): string {
  return elides(name) ? `d'${name}` : `de ${name}`;
}

const elidable = /(?<![\p{L}\p{N}'’-])(de|le|la|que|je|ne|se|me|te|ce)[ \u00a0]+(\p{L}[\p{L}\p{N}'’-]*)/giu;
/** « ce à quoi », « ce en quoi », « à la une »: right as they are. */
const rightWhole = new Set(["ce à", "ce en", "la une"]);
const contraction = /(?<![\p{L}\p{N}'’-])(de|à)[ \u00a0]+(le|les)[ \u00a0]+(\p{L}[\p{L}'’-]*)/giu;
/** « de le faire », « à les convaincre »: le and les are then pronouns before an infinitive, not articles. */
const infinitive = /(er|ir|re|oir)$/i;
const notInfinitive = new Set(["premier", "dernier", "entier", "métier", "quartier", "calendrier"]);

/**
 * The places where French wants an elision or a contraction that a text lacks: « de Arnaud » (d'Arnaud),
 * « que il » (qu'il), « le écran » (l'écran), « de le prix » (du prix), « à les clients » (aux clients).
 * Each is returned as written, for a test to list.
 */
export function missedElisions(text: string): string[] {
  const missed: string[] = [];
  for (const match of text.matchAll(elidable)) {
    const [whole, , word = ""] = match;
    if (elides(word) && !rightWhole.has(whole.replace(/[ \u00a0]+/g, " ").toLocaleLowerCase("fr-FR"))) missed.push(whole);
  }
  for (const match of text.matchAll(contraction)) {
    const [whole, , , word = ""] = match;
    const pronoun = (infinitive.test(word) && !notInfinitive.has(word.toLocaleLowerCase("fr-FR"))) || /^(y|en|leur|lui)$/i.test(word);
    if (!pronoun) missed.push(whole);
  }
  return missed;
}
