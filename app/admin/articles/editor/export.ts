import { exportText } from "~/content/admin/editor";
import { formatLongDate } from "~/lib/format/date";
import { escapeHtml } from "~/lib/text/escape-html";
import { slugify } from "~/lib/text/slug";

/** "Vendre sur WhatsApp !" → "vendre-sur-whatsapp.html"; a title without letters or digits → "article.html". */
export function exportFileName(title: string): string {
  return `${slugify(title) || "article"}.html`;
}

const style = `
body{margin:0;background:#fff;color:#1f2933;font:18px/1.7 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
article{max-width:42rem;margin:0 auto;padding:2.5rem 1.25rem 4rem}
h1,h2,h3{line-height:1.25;color:#111827}
h1{font-size:2.1rem;margin:.4rem 0 1rem}
h2{font-size:1.5rem;margin:2.4rem 0 .8rem}
h3{font-size:1.2rem;margin:1.8rem 0 .6rem}
img{max-width:100%;height:auto;border-radius:.5rem}
a{color:#1d4ed8}
blockquote{margin:1.5rem 0;padding:.5rem 1rem;border-left:4px solid #d4a017;color:#374151}
pre{overflow-x:auto;padding:1rem;background:#f3f4f6;border-radius:.5rem}
table{border-collapse:collapse;width:100%}
th,td{border:1px solid #d1d5db;padding:.4rem .6rem;text-align:left}
.meta{color:#6b7280;font-size:.95rem;margin:0}
`.trim();

/**
 * The article as one self-contained French HTML5 file: no stylesheet, font or script to fetch (the pictures of
 * the article itself keep their addresses). `html` is the editor's content, written into the page as it is.
 * With `siteOrigin`, the site's own addresses (/media/…, /kheopscope/…) resolve to it when the file is opened
 * from a disk or sent by mail.
 */
export function standaloneArticleHtml({
  title,
  html,
  category,
  author,
  date,
  siteOrigin,
}: {
  title: string;
  html: string;
  category?: string;
  author?: string;
  /** ISO date, shown as a French long date. */
  date?: string;
  siteOrigin?: string;
}): string {
  const heading = escapeHtml(title.trim() || exportText.untitled);
  const day = date && !Number.isNaN(Date.parse(date)) ? new Date(date) : null;
  const byline = [
    author?.trim() ? escapeHtml(exportText.by(author.trim())) : "",
    day ? `<time datetime="${escapeHtml(date ?? "")}">${escapeHtml(exportText.publishedOn(formatLongDate(day)))}</time>` : "",
  ].filter(Boolean);
  return [
    "<!doctype html>",
    '<html lang="fr">',
    "<head>",
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${heading}</title>`,
    siteOrigin ? `<base href="${escapeHtml(siteOrigin)}/">` : "",
    `<style>${style}</style>`,
    "</head>",
    "<body>",
    "<article>",
    "<header>",
    category?.trim() ? `<p class="meta">${escapeHtml(category.trim())}</p>` : "",
    `<h1>${heading}</h1>`,
    byline.length > 0 ? `<p class="meta">${byline.join(" · ")}</p>` : "",
    "</header>",
    html,
    "</article>",
    "</body>",
    "</html>",
    "",
  ]
    .filter((line, index, lines) => line !== "" || index === lines.length - 1)
    .join("\n");
}
