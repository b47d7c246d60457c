import { readdirSync } from "node:fs";
import { type Route, routes } from "../../app/lib/boundary/routes";

// Plain Node (no Vitest): the files under app/pages, and the route each one is, as Astro names it.

export interface PageFile {
  /** The file's path under app/pages (`admin/api/articles/[id].ts`). */
  file: string;
  /** The route Astro makes of it (`/admin/api/articles/[id]`): its `routePattern`. */
  pattern: string;
  kind: "page" | "endpoint";
}

/** `admin/articles/index.astro` → `/admin/articles`, `kheopscope/rss.xml.ts` → `/kheopscope/rss.xml`. */
export function patternOfFile(file: string): string {
  const path = `/${file.replace(/\.(astro|ts)$/, "")}`.replace(/\/index$/, "");
  return path === "" ? "/" : path;
}

/** Every page and endpoint of the site (tests beside them are not routes). */
export function pageFiles(under = ""): PageFile[] {
  const root = `app/pages${under ? `/${under}` : ""}`;
  return readdirSync(root, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.(astro|ts)$/.test(file) && !file.endsWith(".test.ts"))
    .map((file) => (under ? `${under}/${file}` : file))
    .sort()
    .map((file) => ({ file, pattern: patternOfFile(file), kind: file.endsWith(".astro") ? "page" : "endpoint" }));
}

/** The route app/lib/boundary/routes.ts lists for a file. */
export function routeOfFile(file: PageFile): Route {
  const route = routes.find((one) => one.pattern === file.pattern);
  if (!route) throw new Error(`app/pages/${file.file} has no line in app/lib/boundary/routes.ts`);
  return route;
}

/** A real address of a route: each parameter given a value (`[id]` → `inconnu`, `[...path]` → `inconnue/page`). */
export function addressOf(pattern: string, values: Record<string, string> = {}): string {
  return pattern.replace(
    /\[(\.\.\.)?([^\]]+)\]/g,
    (_all, rest: string | undefined, name: string) => values[name] ?? (rest ? "inconnue/page" : "inconnu"),
  );
}

/** The spellings of a plain address (`/admin/api/articles`) that readers have disagreed on; the first is the plain one. */
export function spellingsOf(plain: string): { name: string; path: string }[] {
  const [, first = "", rest = ""] = /^\/([^/]*)(.*)$/.exec(plain) ?? [];
  const escaped = (letter: string) => `%${letter.charCodeAt(0).toString(16)}`;
  if (first === "") {
    return [
      { name: "plain", path: plain },
      { name: "doubled slash", path: "//" },
      { name: "dot segment", path: "/./" },
      { name: "back up a segment", path: "/x/../" },
    ];
  }
  return [
    { name: "plain", path: plain },
    { name: "escaped letter", path: `/${escaped(first[0] ?? "a")}${first.slice(1)}${rest}` },
    { name: "escaped twice", path: `/%25${escaped(first[0] ?? "a").slice(1)}${first.slice(1)}${rest}` },
    { name: "capitals", path: `/${first.toUpperCase()}${rest}` },
    { name: "doubled slash", path: `/${plain}` },
    { name: "dot segment", path: `/${first}/.${rest || "/"}` },
    { name: "escaped dot segment", path: `/${first}/%2e${rest || "/"}` },
    { name: "back up a segment", path: `/x/..${plain}` },
    { name: "trailing slash", path: `${plain}/` },
    { name: "semicolon", path: `${plain};jsessionid=1` },
    { name: "escaped slash", path: rest ? `/${first}%2F${rest.slice(1)}` : `${plain}%2F` },
    { name: "backslash", path: plain.replaceAll("/", "\\").replace(/^\\/, "/") },
  ].filter((spelling, index) => index === 0 || spelling.path !== plain);
}
