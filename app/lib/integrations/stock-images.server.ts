import { createHmac, timingSafeEqual } from "node:crypto";
import type { Logger } from "pino";
import type { Config } from "~/lib/config.server";

export type StockSource = "Unsplash" | "Pexels" | "Pixabay";

/** One picture a provider offered. */
export interface StockImage {
  url: string;
  thumb: string;
  alt: string;
  source: StockSource;
  author: string;
  author_url: string;
}

/** A result as the admin receives it: the token proves that this server got it from a provider. */
export type SignedStockImage = StockImage & { token: string };

export type StockSearch =
  | { status: "found"; source: StockSource; images: SignedStockImage[] }
  | { status: "empty" }
  | { status: "failed" }
  | { status: "not-configured"; variables: string[] };

type KeyVariable = "UNSPLASH_ACCESS_KEY" | "PEXELS_API_KEY" | "PIXABAY_API_KEY";

export type StockImageConfig = Pick<Config, KeyVariable | "UNSPLASH_API_URL" | "PEXELS_API_URL" | "PIXABAY_API_URL" | "SESSION_SECRET">;

const perPage = 10;
const maxQueryLength = 100;
const sources: readonly StockSource[] = ["Unsplash", "Pexels", "Pixabay"];

interface Provider {
  source: StockSource;
  keyVariable: KeyVariable;
  request: (query: string, key: string, config: StockImageConfig) => { url: URL; headers: Record<string, string> };
  parse: (body: unknown, query: string) => StockImage[];
}

// ---------------------------------------------------------------------------
// Defensive reading of the providers' JSON: anything unexpected is skipped, never trusted.

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

function field(value: unknown, ...path: string[]): unknown {
  let current = value;
  for (const key of path) current = isRecord(current) ? current[key] : undefined;
  return current;
}

function text(value: unknown, maxLength: number): string {
  return typeof value === "string" ? value.replace(/\s+/g, " ").trim().slice(0, maxLength) : "";
}

function httpUrl(value: unknown): string | undefined {
  if (typeof value !== "string" || value.length > 2048) return undefined;
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:" ? url.href : undefined;
  } catch {
    return undefined;
  }
}

function items(body: unknown, key: string): unknown[] {
  const list = field(body, key);
  return Array.isArray(list) ? list.slice(0, perPage) : [];
}

const siteOf: Record<StockSource, string> = {
  Unsplash: "https://unsplash.com/",
  Pexels: "https://www.pexels.com/",
  Pixabay: "https://pixabay.com/",
};

function stockImage(
  source: StockSource,
  raw: { url: unknown; thumb: unknown; alt: unknown; author: unknown; authorUrl: unknown },
  query: string,
) {
  const url = httpUrl(raw.url);
  if (!url) return undefined;
  const image: StockImage = {
    url,
    thumb: httpUrl(raw.thumb) ?? url,
    alt: text(raw.alt, 300) || query,
    source,
    author: text(raw.author, 200) || source,
    author_url: httpUrl(raw.authorUrl) ?? siteOf[source],
  };
  return image;
}

const defined = <T>(value: T | undefined): value is T => value !== undefined;

function pixabayAuthorUrl(user: unknown, userId: unknown): string | undefined {
  const id = typeof userId === "number" ? userId : Number(userId);
  if (typeof user !== "string" || user.trim() === "" || !Number.isSafeInteger(id) || id <= 0) return undefined;
  return `https://pixabay.com/users/${encodeURIComponent(user.trim())}-${id}/`;
}

const providers: readonly Provider[] = [
  {
    source: "Unsplash",
    keyVariable: "UNSPLASH_ACCESS_KEY",
    request(query, key, config) {
      const url = new URL(config.UNSPLASH_API_URL);
      url.search = new URLSearchParams({ query, per_page: String(perPage), client_id: key }).toString();
      return { url, headers: { "accept-version": "v1" } };
    },
    parse: (body, query) =>
      items(body, "results")
        .map((item) =>
          stockImage(
            "Unsplash",
            {
              url: field(item, "urls", "regular"),
              thumb: field(item, "urls", "thumb"),
              alt: text(field(item, "alt_description"), 300) || field(item, "description"),
              author: field(item, "user", "name"),
              authorUrl: field(item, "user", "links", "html"),
            },
            query,
          ),
        )
        .filter(defined),
  },
  {
    source: "Pexels",
    keyVariable: "PEXELS_API_KEY",
    request(query, key, config) {
      const url = new URL(config.PEXELS_API_URL);
      url.search = new URLSearchParams({ query, per_page: String(perPage) }).toString();
      return { url, headers: { authorization: key } };
    },
    parse: (body, query) =>
      items(body, "photos")
        .map((item) =>
          stockImage(
            "Pexels",
            {
              url: field(item, "src", "large"),
              thumb: field(item, "src", "medium"),
              alt: field(item, "alt"),
              author: field(item, "photographer"),
              authorUrl: field(item, "photographer_url"),
            },
            query,
          ),
        )
        .filter(defined),
  },
  {
    source: "Pixabay",
    keyVariable: "PIXABAY_API_KEY",
    request(query, key, config) {
      const url = new URL(config.PIXABAY_API_URL);
      url.search = new URLSearchParams({ key, q: query, image_type: "photo", per_page: String(perPage) }).toString();
      return { url, headers: {} };
    },
    parse: (body, query) =>
      items(body, "hits")
        .map((item) =>
          stockImage(
            "Pixabay",
            {
              url: field(item, "webformatURL"),
              thumb: field(item, "previewURL"),
              alt: field(item, "tags"),
              author: field(item, "user"),
              authorUrl: pixabayAuthorUrl(field(item, "user"), field(item, "user_id")),
            },
            query,
          ),
        )
        .filter(defined),
  },
];

// ---------------------------------------------------------------------------
// Signing: the admin sends back the picture it chose; only what we signed is ever fetched (no SSRF).

function canonical(image: StockImage): string {
  return JSON.stringify(["stock-image/v1", image.url, image.thumb, image.alt, image.source, image.author, image.author_url]);
}

function signature(image: StockImage, secret: string): Buffer {
  return createHmac("sha256", secret).update(canonical(image)).digest();
}

function signStockImage(image: StockImage, secret: string): SignedStockImage {
  return { ...image, token: signature(image, secret).toString("base64url") };
}

/** The picture the browser sent back, if it is exactly one this server signed; anything else gives undefined. */
export function verifyStockImage(candidate: unknown, secret: string): StockImage | undefined {
  if (!isRecord(candidate)) return undefined;
  const { url, thumb, alt, source, author, author_url: authorUrl, token } = candidate;
  if (
    typeof url !== "string" ||
    typeof thumb !== "string" ||
    typeof alt !== "string" ||
    typeof author !== "string" ||
    typeof authorUrl !== "string" ||
    typeof token !== "string" ||
    !sources.includes(source as StockSource) ||
    httpUrl(url) !== url
  ) {
    return undefined;
  }
  const image: StockImage = { url, thumb, alt, source: source as StockSource, author, author_url: authorUrl };
  const expected = signature(image, secret);
  const given = Buffer.from(token, "base64url");
  return given.length === expected.length && timingSafeEqual(given, expected) ? image : undefined;
}

// ---------------------------------------------------------------------------

/** What went wrong, without the request's URL or headers (they carry the key). */
function reasonOf(error: unknown): string {
  if (!(error instanceof Error)) return "unknown error";
  const cause = (error as { cause?: { code?: unknown } }).cause;
  return typeof cause?.code === "string" ? `${error.name}: ${cause.code}` : error.name;
}

async function askProvider(
  provider: Provider,
  query: string,
  key: string,
  config: StockImageConfig,
  logger: Pick<Logger, "warn">,
  timeoutMs: number,
): Promise<StockImage[] | undefined> {
  const { url, headers } = provider.request(query, key, config);
  try {
    const response = await fetch(url, { headers: { accept: "application/json", ...headers }, signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) {
      await response.body?.cancel();
      logger.warn({ source: provider.source, status: response.status }, "stock images: the source answered an error");
      return undefined;
    }
    return provider.parse(await response.json(), query);
  } catch (error) {
    logger.warn({ source: provider.source, reason: reasonOf(error) }, "stock images: the source could not be read");
    return undefined;
  }
}

/**
 * Asks Unsplash, then Pexels, then Pixabay (each only when its key is set) until one has pictures
 * A source that fails or finds nothing passes the turn to the next.
 */
export async function searchStockImages(
  query: string,
  config: StockImageConfig,
  logger: Pick<Logger, "warn">,
  { timeoutMs = 8000 }: { timeoutMs?: number } = {},
): Promise<StockSearch> {
  const terms = query.replace(/\s+/g, " ").trim().slice(0, maxQueryLength);
  const configured = providers.filter((provider) => config[provider.keyVariable]);
  if (configured.length === 0) return { status: "not-configured", variables: providers.map((provider) => provider.keyVariable) };

  let answered = false;
  for (const provider of configured) {
    const images = await askProvider(provider, terms, config[provider.keyVariable] ?? "", config, logger, timeoutMs);
    if (images === undefined) continue;
    answered = true;
    if (images.length > 0) {
      return { status: "found", source: provider.source, images: images.map((image) => signStockImage(image, config.SESSION_SECRET)) };
    }
  }
  return answered ? { status: "empty" } : { status: "failed" };
}
