import { postRaw, type Site } from "./site";

// Fuzzed form bodies: seeded, deterministic, and invalid by construction
// (tests/integration/form-fuzzing.test.ts posts them to the real host).

/** mulberry32: a small seeded generator, so a failing body can be produced again. */
function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
    chance: (probability: number) => next() < probability,
  };
}

type Random = ReturnType<typeof seededRandom>;

export interface FuzzBody {
  label: string;
  contentType: string | undefined;
  body: Buffer;
}

export interface FormEndpoint {
  path: string;
  /** Plausible values for every field but the e-mail, which is always broken or missing. */
  fields: Record<string, string>;
}

export const formEndpoints: FormEndpoint[] = [
  { path: "/contact", fields: { firstName: "Awa", lastName: "Ngono", subject: "Site", message: "Bonjour" } },
  { path: "/newsletter", fields: { source: "Footer" } },
  {
    path: "/services/formulaire-de-souscription",
    fields: {
      firstName: "Awa",
      lastName: "Ngono",
      phoneCountry: "CM",
      phone: "+237 6 71 23 45 67",
      message: "Bonjour",
      acceptTerms: "on",
      selectedPlan: "Pro",
      selectedPeriod: "monthly",
      initialPrice: "25000",
    },
  },
];

// None contains an "@" (nor "%40"): no e-mail rule of any form can accept them.
const brokenEmails = [
  "",
  " ",
  "awa",
  "awa.example.cm",
  "awa example.cm",
  "awa(at)example.cm",
  "awa\uff20example.cm",
  "mailto:awa",
  "<awa>",
  "awa%2540example.cm",
];
const odd = ["0", "-1", "1e309", "NaN", "Infinity", "true", "false", "on", "null", "undefined", "[]", "{}", "0x10", "٣"];
const unicodePieces = [
  "🦁",
  "🇨🇲",
  "👩🏾‍💻",
  "\u202Eمرحبا\u202C", // RTL override around Arabic
  "שלום",
  "Ngọc",
  "e\u0301",
  "\u0000", // NUL
  "\u200B",
  "\uFEFF",
  "\uD800", // lone high surrogate: percent-encoded as %ED%A0%80
  "\uDFFF", // lone low surrogate: %ED%BF%BF
  "\r\n",
  "\u2028",
  "漢字",
  "&",
  "=",
  "+",
  "%",
  "'; drop table lead; --",
  "<script>alert(1)</script>",
  "{{7*7}}",
  '"\\',
];
const strangeKeys = [
  "__proto__",
  "constructor",
  "prototype",
  "email[]",
  "email[0]",
  "firstName.0",
  "",
  " email",
  "EMAIL",
  "e\u0000mail",
  "🦁",
  "site-web",
  "x".repeat(300),
];
const otherContentTypes = [
  "application/json",
  "text/plain",
  "application/xml",
  "application/octet-stream",
  "multipart/form-data",
  "multipart/form-data; boundary=----kheops",
  "text/html; charset=utf-8",
  undefined,
];

function utf8Bytes(codePoint: number): number[] {
  if (codePoint < 0x80) return [codePoint];
  if (codePoint < 0x800) return [0xc0 | (codePoint >> 6), 0x80 | (codePoint & 63)];
  if (codePoint < 0x10000) return [0xe0 | (codePoint >> 12), 0x80 | ((codePoint >> 6) & 63), 0x80 | (codePoint & 63)];
  return [0xf0 | (codePoint >> 18), 0x80 | ((codePoint >> 12) & 63), 0x80 | ((codePoint >> 6) & 63), 0x80 | (codePoint & 63)];
}

/** application/x-www-form-urlencoded, as a browser writes it; lone surrogates as their 3 bytes (WTF-8). */
function formEncode(value: string): string {
  let out = "";
  for (let index = 0; index < value.length; index++) {
    let codePoint = value.charCodeAt(index);
    const low = value.charCodeAt(index + 1);
    if (codePoint >= 0xd800 && codePoint <= 0xdbff && low >= 0xdc00 && low <= 0xdfff) {
      codePoint = 0x10000 + ((codePoint - 0xd800) << 10) + (low - 0xdc00);
      index++;
    }
    const char = String.fromCodePoint(codePoint);
    if (/^[A-Za-z0-9*._-]$/.test(char)) out += char;
    else if (char === " ") out += "+";
    else
      out += utf8Bytes(codePoint)
        .map((byte) => `%${byte.toString(16).toUpperCase().padStart(2, "0")}`)
        .join("");
  }
  return out;
}

function encodePairs(pairs: [string, string][]): string {
  return pairs.map(([key, value]) => `${formEncode(key)}=${formEncode(value)}`).join("&");
}

function shuffled<T>(random: Random, items: T[]): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index--) {
    const other = random.int(0, index);
    [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
  }
  return copy;
}

function unicodeText(random: Random, pieces = random.int(1, 8)): string {
  return Array.from({ length: pieces }, () => random.pick(unicodePieces)).join(random.pick(["", " ", "a"]));
}

/** Half the time 100 to 160 K characters (over the 32 KB a form may send), else 5 to 30 K letters; never an "@". */
function hugeText(random: Random): string {
  if (random.chance(0.5)) return "Bonjour ".repeat(4_000).slice(0, random.int(5_001, 30_000));
  const unit = random.pick(["a", "é", "🦁", "Bonjour ", "\u0000", "%", "&="]);
  return unit.repeat(Math.ceil(random.int(100_000, 160_000) / unit.length));
}

function form(label: string, pairs: [string, string][]): FuzzBody {
  return { label, contentType: "application/x-www-form-urlencoded", body: Buffer.from(encodePairs(pairs), "latin1") };
}

function fieldsWithEmail(endpoint: FormEndpoint, email: string | undefined): [string, string][] {
  const pairs = Object.entries(endpoint.fields);
  return email === undefined ? pairs : [...pairs, ["email", email]];
}

type Strategy = (random: Random, endpoint: FormEndpoint) => FuzzBody;

const strategies: Record<string, Strategy> = {
  "arrays via repeated keys": (random, endpoint) =>
    form(
      "arrays via repeated keys",
      shuffled(
        random,
        fieldsWithEmail(endpoint, random.pick(brokenEmails)).flatMap(([key, value]) =>
          Array.from(
            { length: random.int(1, 3) },
            (_, copy) => [key, copy === 0 ? value : random.pick([...odd, ...brokenEmails, value])] as [string, string],
          ),
        ),
      ),
    ),
  "numbers and booleans as strings": (random, endpoint) =>
    form(
      "numbers and booleans as strings",
      fieldsWithEmail(endpoint, random.pick([...odd, ...brokenEmails])).map(([key, value]) => [
        key,
        random.chance(0.6) ? random.pick(odd) : value,
      ]),
    ),
  "huge string": (random, endpoint) => {
    const pairs = fieldsWithEmail(endpoint, random.pick(brokenEmails));
    const target = random.int(0, pairs.length - 1);
    return form(
      "huge string",
      pairs.map(([key, value], index) => [key, index === target ? hugeText(random) : value]),
    );
  },
  "missing fields": (random, endpoint) =>
    form(
      "missing fields",
      fieldsWithEmail(endpoint, random.chance(0.5) ? undefined : random.pick(brokenEmails)).filter(() => random.chance(0.5)),
    ),
  unicode: (random, endpoint) =>
    form(
      "unicode",
      fieldsWithEmail(endpoint, `${random.pick(brokenEmails)}${unicodeText(random, 2)}`).map(([key, value]) => [
        key,
        random.chance(0.7) ? unicodeText(random) : value,
      ]),
    ),
  "random keys": (random, endpoint) => {
    const junk = Array.from(
      { length: random.int(1, 12) },
      () => [random.pick(strangeKeys), random.pick([...odd, ...unicodePieces])] as [string, string],
    );
    const real = random.chance(0.5) ? fieldsWithEmail(endpoint, random.pick(brokenEmails)) : [];
    return form("random keys", shuffled(random, [...real, ...junk]));
  },
  "JSON sent as urlencoded": (random, endpoint) => {
    const object = Object.fromEntries(fieldsWithEmail(endpoint, random.pick(brokenEmails)));
    return {
      label: "JSON sent as urlencoded",
      contentType: "application/x-www-form-urlencoded",
      body: Buffer.from(JSON.stringify(object), "utf8"),
    };
  },
  "non-form content type": (random, endpoint) => {
    const pairs = fieldsWithEmail(endpoint, random.pick(brokenEmails));
    const text = random.chance(0.5) ? encodePairs(pairs) : JSON.stringify(Object.fromEntries(pairs));
    return { label: "non-form content type", contentType: random.pick(otherContentTypes), body: Buffer.from(text, "utf8") };
  },
  "empty body": (random) => ({
    label: "empty body",
    contentType: random.pick(["application/x-www-form-urlencoded", ...otherContentTypes]),
    body: Buffer.alloc(0),
  }),
  "malformed encoding": (random, endpoint) => {
    const broken = ["%", "%G1", "%E2%82", "%C0%AF", "%FF%FE", "%ED%A0%80", "%00", "&&", "==", "%%%"];
    const text = fieldsWithEmail(endpoint, random.pick(brokenEmails))
      .map(
        ([key, value]) => `${random.chance(0.2) ? random.pick(broken) : ""}${formEncode(key)}=${formEncode(value)}${random.pick(broken)}`,
      )
      .join("&");
    const rawBytes = Buffer.from(
      Array.from({ length: random.int(0, 16) }, () => random.pick([0x00, 0x80, 0xc3, 0xfe, 0xff, 0x0a, 0x26, 0x3d])),
    );
    return {
      label: "malformed encoding",
      contentType: "application/x-www-form-urlencoded",
      body: Buffer.concat([Buffer.from(text, "latin1"), rawBytes]),
    };
  },
};

/**
 * Refuses a body that some form could accept: it must hold no "@" (raw or
 * percent-encoded), so no e-mail is valid, and leave the honeypot empty, so the
 * server does not answer a bot's fake success.
 */
function assertInvalidByConstruction(fuzz: FuzzBody): void {
  const latin1 = fuzz.body.toString("latin1");
  if (fuzz.body.includes(0x40) || /%40/i.test(latin1)) throw new Error(`fuzz body with an "@": ${fuzz.label}`);
  const honeypot = new URLSearchParams(fuzz.body.toString("utf8")).getAll("site_web");
  if (honeypot.some((value) => value.trim() !== "") || latin1.includes("site_web"))
    throw new Error(`fuzz body filling the honeypot: ${fuzz.label}`);
}

/** `count` bodies for `endpoint`, each strategy in turn; the same seed gives the same bodies. */
export function fuzzBodies(endpoint: FormEndpoint, count: number, seed: number): FuzzBody[] {
  const random = seededRandom(seed);
  const names = Object.keys(strategies);
  return Array.from({ length: count }, (_, index) => {
    const name = names[index % names.length] as string;
    const fuzz = (strategies[name] as Strategy)(random, endpoint);
    assertInvalidByConstruction(fuzz);
    return { ...fuzz, label: `${endpoint.path} #${index} (${fuzz.label}, seed ${seed})` };
  });
}

export interface FuzzOutcome {
  label: string;
  contentType: string | undefined;
  /** The body as sent, cut to 300 characters, and its length. */
  body: string;
  length: number;
  status: number | string;
  answer: string;
}

export async function postFuzz(site: Site, path: string, fuzz: FuzzBody): Promise<FuzzOutcome> {
  const outcome = {
    label: fuzz.label,
    contentType: fuzz.contentType,
    body: fuzz.body.toString("latin1").slice(0, 300),
    length: fuzz.body.length,
  };
  try {
    const answer = await postRaw(site, path, fuzz.contentType, fuzz.body);
    return { ...outcome, status: answer.status, answer: answer.text.slice(0, 300) };
  } catch (error) {
    return { ...outcome, status: `no answer: ${error instanceof Error ? error.message : String(error)}`, answer: "" };
  }
}
