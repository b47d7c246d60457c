import { Link2, ListTree, Share2, Type } from "lucide-react";
import { blogText as text } from "~/content/blog";
import { trackClick } from "~/lib/analytics/track-attributes";
import { copyLinkButton, fontSizeButton, progressFigure, progressRing, readingProgress, sharePopup } from "~/lib/behaviours/article-page";
import { needsScript } from "~/lib/behaviours/needs-script";
import type { TocEntry } from "~/lib/blog/render.server";
import { initialFontScale } from "~/site/blog/font-scale";
import { LikeButton } from "./like-button";

function shareLinks(url: string, title: string) {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  return [
    { id: "x", label: text.article.shareOn.x, short: "X", href: `https://twitter.com/intent/tweet?url=${u}&text=${t}` },
    { id: "facebook", label: text.article.shareOn.facebook, short: "Facebook", href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    {
      id: "linkedin",
      label: text.article.shareOn.linkedin,
      short: "LinkedIn",
      href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
    },
  ] as const;
}

const toolButton =
  "flex h-12 w-12 items-center justify-center rounded-full bg-white text-ink-900 shadow-md ring-1 ring-ink-100 hover:bg-ink-50 aria-expanded:bg-ink-900 aria-expanded:text-white";

/** The reading progress: a ring and its percentage, moved by the page's script as the article is read. */
function ProgressCircle() {
  const radius = 18;
  const circumference = 2 * Math.PI * radius;
  return (
    <div
      role="progressbar"
      aria-label={text.article.progress}
      aria-valuenow={0}
      aria-valuemin={0}
      aria-valuemax={100}
      {...readingProgress.props({ bar: true })}
      className="relative h-12 w-12"
    >
      <svg viewBox="0 0 44 44" className="h-12 w-12 -rotate-90" aria-hidden="true">
        <circle cx="22" cy="22" r={radius} fill="none" stroke="currentColor" strokeWidth="4" className="text-ink-100" />
        <circle
          cx="22"
          cy="22"
          r={radius}
          fill="none"
          stroke="currentColor"
          strokeWidth="4"
          strokeLinecap="round"
          strokeDasharray={circumference}
          strokeDashoffset={circumference}
          {...progressRing.props({ ring: true })}
          className="text-gold-500 transition-[stroke-dashoffset]"
        />
      </svg>
      <span
        {...progressFigure.props({ figure: true })}
        className="absolute inset-0 flex items-center justify-center text-[0.65rem] font-bold text-ink-900"
      >
        0%
      </span>
    </div>
  );
}

/** The share links and 'Copier le lien', in a popover (native: a tap opens it before any script). */
function ShareMenu({ id, url, title, slug, className }: { id: string; url: string; title: string; slug: string; className: string }) {
  return (
    <div id={id} popover="auto" className={`m-0 w-56 rounded-2xl bg-white p-2 shadow-xl ring-1 ring-ink-100 ${className}`}>
      <ul className="space-y-1">
        {shareLinks(url, title).map((link) => (
          <li key={link.id}>
            <a
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
              {...sharePopup.props({ link: true })}
              {...trackClick("share", { method: link.id, content_type: "article", item_id: slug })}
              aria-label={link.label}
              className="block rounded-lg px-3 py-2 text-sm font-medium text-ink-900 hover:bg-ink-50"
            >
              {link.short}
            </a>
          </li>
        ))}
        <li>
          <button
            type="button"
            {...copyLinkButton.props({ url })}
            {...needsScript.props({ needsScript: true })}
            className="flex w-full items-center gap-2 rounded-lg px-3 py-2 text-left text-sm font-medium text-ink-900 hover:bg-ink-50"
          >
            <Link2 className="h-4 w-4" aria-hidden="true" />
            {text.article.copyLink}
          </button>
        </li>
      </ul>
    </div>
  );
}

/**
 * The article's floating tools: on desktop a column with the table of contents, sharing,
 * the font size, the like button and the reading progress; under 1024 px a bar at the bottom with
 * like and share. The table of contents and the share menus are native popovers; the font size, the
 * copy, the like and the progress are the page's script's (app/site/blog/article-page.client.ts), and are
 * shown only once it runs.
 */
export function ArticleTools({
  slug,
  title,
  url,
  likes,
  toc,
}: {
  slug: string;
  title: string;
  url: string;
  likes: number;
  toc: TocEntry[];
}) {
  return (
    <div>
      {/* Desktop: a floating column on the left of the text. */}
      <section
        aria-label={text.article.tools}
        className="fixed top-1/2 left-4 z-30 hidden -translate-y-1/2 flex-col items-center gap-3 lg:flex xl:left-8"
      >
        <button type="button" popoverTarget="article-toc" aria-label={text.article.toc} className={toolButton}>
          <ListTree className="h-5 w-5" aria-hidden="true" />
        </button>
        <nav
          id="article-toc"
          popover="auto"
          aria-label={text.article.toc}
          className="fixed top-1/2 left-20 m-0 w-80 -translate-y-1/2 rounded-2xl bg-white p-4 shadow-xl ring-1 ring-ink-100 xl:left-24"
        >
          <p className="mb-2 text-sm font-bold text-ink-900">{text.article.toc}</p>
          <ol className="max-h-[60vh] space-y-1 overflow-y-auto">
            {toc.map((entry) => (
              <li key={entry.id}>
                <a href={`#${entry.id}`} className="block rounded-lg px-2 py-1.5 text-sm text-ink-700 hover:bg-ink-50 hover:text-ink-900">
                  {entry.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <button type="button" popoverTarget="article-share" aria-label={text.article.share} className={toolButton}>
          <Share2 className="h-5 w-5" aria-hidden="true" />
        </button>
        <ShareMenu id="article-share" url={url} title={title} slug={slug} className="fixed top-1/2 left-20 -translate-y-1/2 xl:left-24" />
        <button
          type="button"
          {...fontSizeButton.props({ button: true })}
          {...needsScript.props({ needsScript: true })}
          aria-label={`${text.article.fontSize} (${Math.round(initialFontScale * 100)} %)`}
          className={toolButton}
        >
          <Type className="h-5 w-5" aria-hidden="true" />
        </button>
        <LikeButton slug={slug} title={title} likes={likes} place="article" />
        <ProgressCircle />
      </section>

      {/* Under 1024 px: a quick menu at the bottom. */}
      <section
        aria-label={text.article.quickMenu}
        className="fixed inset-x-0 bottom-0 z-30 border-t border-ink-100 bg-white/95 px-4 py-2 backdrop-blur lg:hidden"
      >
        <div className="mx-auto flex max-w-3xl items-center justify-between gap-3">
          <LikeButton slug={slug} title={title} likes={likes} place="article" showLabel />
          <button
            type="button"
            popoverTarget="article-share-mobile"
            className="inline-flex items-center gap-2 rounded-full bg-ink-900 px-4 py-2 text-sm font-semibold text-white"
          >
            <Share2 className="h-4 w-4" aria-hidden="true" />
            {text.article.share}
          </button>
        </div>
      </section>
      <ShareMenu id="article-share-mobile" url={url} title={title} slug={slug} className="fixed right-4 bottom-16 left-auto lg:hidden" />
    </div>
  );
}
