/**
 * The bundled articles' files (app/content/articles/<slug>.md): a front-matter
 * of `key: <JSON>` lines between two `---` lines, then the Markdown body.
 */
export interface ArticleFrontMatter {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  /** The id of a person of app/content/people.ts. */
  author: string;
  authorQuote?: string;
  /** The day of publication, YYYY-MM-DD (pages show it in French). */
  date: string;
  /** "14 min": the reading time the author gives (see readingMinutesOf). */
  readTime: string;
  category: string;
  tags: string[];
  image: string;
}

export interface ArticleSource extends ArticleFrontMatter {
  body: string;
}

const required = ["id", "slug", "title", "excerpt", "author", "date", "readTime", "category", "tags", "image"] as const;

export function parseArticleSource(raw: string, file: string): ArticleSource {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/.exec(raw);
  if (!match) throw new Error(`${file}: the front-matter between two --- lines is missing`);
  const fields: Record<string, unknown> = {};
  for (const line of (match[1] ?? "").split(/\r?\n/)) {
    if (line.trim() === "") continue;
    const separator = line.indexOf(":");
    if (separator < 0) throw new Error(`${file}: "${line}" is not a "key: value" line`);
    const key = line.slice(0, separator).trim();
    try {
      fields[key] = JSON.parse(line.slice(separator + 1).trim());
    } catch {
      throw new Error(`${file}: the value of ${key} is not valid JSON`);
    }
  }
  for (const key of required) if (fields[key] === undefined) throw new Error(`${file}: ${key} is missing`);
  if (!Array.isArray(fields.tags) || fields.tags.some((tag) => typeof tag !== "string"))
    throw new Error(`${file}: tags must be a list of strings`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(String(fields.date))) throw new Error(`${file}: date must be YYYY-MM-DD`);
  if (!/^[1-9]\d* min$/.test(String(fields.readTime))) throw new Error(`${file}: readTime must be "<minutes> min"`);
  return { ...(fields as unknown as ArticleFrontMatter), body: match[2] ?? "" };
}

/** The minutes of the front-matter's read time ("14 min": 14). */
export function readingMinutesOf(source: Pick<ArticleFrontMatter, "readTime">): number {
  return Number.parseInt(source.readTime, 10);
}

/** Words of a Markdown body, as a reader counts them (markup and diagram code left out). */
export function countWords(body: string): number {
  const prose = body
    .replace(/```[\s\S]*?```/g, " ")
    .replace(/\[\[composant:[a-z-]+\]\]/g, " ")
    .replace(/\]\([^)]*\)/g, "]")
    .replace(/[#>*_`|[\]:-]+/g, " ");
  return prose.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}
