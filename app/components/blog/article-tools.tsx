import { Link2, ListTree, Share2, Type } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { blogText as text } from "~/content/blog";
import { track } from "~/lib/analytics/track";
import type { TocEntry } from "~/lib/blog/render.server";
import { showToast } from "~/lib/toast";
import { LikeButton } from "./like-button";

/** Font sizes of the article text (spec §4): 1.125 rem up to 1.5 by 0.125, then back to 1. */
export function nextFontScale(current: number): number {
  if (current >= 1.5) return 1;
  if (current < 1.125) return 1.125;
  return Math.round((current + 0.125) * 1000) / 1000;
}

export function shareLinks(url: string, title: string) {
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

/** Share popups open without access to this page (spec: no opener). */
function openSharePopup(event: React.MouseEvent<HTMLAnchorElement>, network: string, slug: string) {
  event.preventDefault();
  window.open(event.currentTarget.href, "_blank", "noopener,noreferrer,width=620,height=560");
  track("share", { method: network, content_type: "article", item_id: slug });
}

async function copyLink(url: string, slug: string) {
  try {
    await navigator.clipboard.writeText(url);
    showToast(text.article.copied);
    track("share", { method: "copy_link", content_type: "article", item_id: slug });
  } catch (error) {
    console.warn("share: the link could not be copied", error);
  }
}

/** Percentage of the article read, from the scroll position. */
function useReadingProgress(target: React.RefObject<HTMLElement | null>): number {
  const [progress, setProgress] = useState(0);
  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      const element = target.current;
      if (!element) return;
      const box = element.getBoundingClientRect();
      const total = box.height - window.innerHeight;
      const read = total <= 0 ? (box.top < 0 ? 1 : 0) : Math.min(1, Math.max(0, -box.top / total));
      setProgress(Math.round(read * 100));
    };
    const onScroll = () => {
      frame ||= requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener("scroll", onScroll, { passive: true });
    window.addEventListener("resize", onScroll);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", onScroll);
      window.removeEventListener("resize", onScroll);
    };
  }, [target]);
  return progress;
}

function ProgressCircle({ value }: { value: number }) {
  const radius = 18;
  const circumference = 2 * Math.PI * radius;
  return (
    <div
      role="progressbar"
      aria-label={text.article.progress}
      aria-valuenow={value}
      aria-valuemin={0}
      aria-valuemax={100}
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
          strokeDashoffset={circumference * (1 - value / 100)}
          className="text-gold-500 transition-[stroke-dashoffset]"
        />
      </svg>
      <span className="absolute inset-0 flex items-center justify-center text-[0.65rem] font-bold text-ink-900">{value}%</span>
    </div>
  );
}

const toolButton =
  "flex h-12 w-12 items-center justify-center rounded-full bg-white text-ink-900 shadow-md ring-1 ring-ink-100 hover:bg-ink-50 aria-expanded:bg-ink-900 aria-expanded:text-white";

/**
 * The article's floating tools (spec §2): on desktop a column with the table
 * of contents, sharing, the font size, the like button and the reading
 * progress; under 1024 px a bar at the bottom with like and share.
 */
export function ArticleTools({
  slug,
  title,
  url,
  likes,
  toc,
  fontScale,
  onFontScale,
  articleRef,
}: {
  slug: string;
  title: string;
  url: string;
  likes: number;
  toc: TocEntry[];
  fontScale: number;
  onFontScale: (scale: number) => void;
  articleRef: React.RefObject<HTMLElement | null>;
}) {
  const [open, setOpen] = useState<"toc" | "share" | "mobile-share" | undefined>();
  const progress = useReadingProgress(articleRef);
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const close = (event: PointerEvent | KeyboardEvent) => {
      if (event instanceof KeyboardEvent ? event.key === "Escape" : !panel.current?.contains(event.target as Node)) setOpen(undefined);
    };
    document.addEventListener("pointerdown", close);
    document.addEventListener("keydown", close);
    return () => {
      document.removeEventListener("pointerdown", close);
      document.removeEventListener("keydown", close);
    };
  }, [open]);

  const toggle = (which: "toc" | "share" | "mobile-share") => setOpen((current) => (current === which ? undefined : which));

  const shareMenu = (
    <ul className="space-y-1">
      {shareLinks(url, title).map((link) => (
        <li key={link.id}>
          <a
            href={link.href}
            target="_blank"
            rel="noopener noreferrer"
            onClick={(event) => openSharePopup(event, link.id, slug)}
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
          onClick={() => void copyLink(url, slug)}
          className="flex w-full items-center gap-2 rounded-lg px-3 py-2 text-left text-sm font-medium text-ink-900 hover:bg-ink-50"
        >
          <Link2 className="h-4 w-4" aria-hidden="true" />
          {text.article.copyLink}
        </button>
      </li>
    </ul>
  );

  return (
    <div ref={panel}>
      {/* Desktop: a floating column on the left of the text. */}
      <div
        className="fixed top-1/2 left-4 z-30 hidden -translate-y-1/2 flex-col items-center gap-3 lg:flex xl:left-8"
        data-testid="article-tools"
      >
        <div className="relative">
          <button
            type="button"
            aria-expanded={open === "toc"}
            aria-label={text.article.toc}
            onClick={() => toggle("toc")}
            className={toolButton}
          >
            <ListTree className="h-5 w-5" aria-hidden="true" />
          </button>
          {open === "toc" ? (
            <nav
              aria-label={text.article.toc}
              className="absolute top-0 left-14 w-80 rounded-2xl bg-white p-4 shadow-xl ring-1 ring-ink-100"
            >
              <p className="mb-2 text-sm font-bold text-ink-900">{text.article.toc}</p>
              <ol className="max-h-[60vh] space-y-1 overflow-y-auto">
                {toc.map((entry) => (
                  <li key={entry.id}>
                    <a
                      href={`#${entry.id}`}
                      onClick={(event) => {
                        event.preventDefault();
                        document.getElementById(entry.id)?.scrollIntoView({ behavior: "smooth", block: "start" });
                        window.history.replaceState(window.history.state, "", `#${entry.id}`);
                        setOpen(undefined);
                      }}
                      className="block rounded-lg px-2 py-1.5 text-sm text-ink-700 hover:bg-ink-50 hover:text-ink-900"
                    >
                      {entry.title}
                    </a>
                  </li>
                ))}
              </ol>
            </nav>
          ) : null}
        </div>
        <div className="relative">
          <button
            type="button"
            aria-expanded={open === "share"}
            aria-label={text.article.share}
            onClick={() => toggle("share")}
            className={toolButton}
          >
            <Share2 className="h-5 w-5" aria-hidden="true" />
          </button>
          {open === "share" ? (
            <div className="absolute top-0 left-14 w-56 rounded-2xl bg-white p-2 shadow-xl ring-1 ring-ink-100">{shareMenu}</div>
          ) : null}
        </div>
        <button
          type="button"
          aria-label={`${text.article.fontSize} (${Math.round(fontScale * 100)} %)`}
          onClick={() => onFontScale(nextFontScale(fontScale))}
          className={toolButton}
        >
          <Type className="h-5 w-5" aria-hidden="true" />
        </button>
        <LikeButton slug={slug} title={title} likes={likes} place="article" />
        <ProgressCircle value={progress} />
      </div>

      {/* Under 1024 px: a quick menu at the bottom. */}
      <div
        className="fixed inset-x-0 bottom-0 z-30 border-t border-ink-100 bg-white/95 px-4 py-2 backdrop-blur lg:hidden"
        data-testid="article-quick-menu"
      >
        <div className="mx-auto flex max-w-3xl items-center justify-between gap-3">
          <LikeButton slug={slug} title={title} likes={likes} place="article" showLabel />
          <div className="relative">
            <button
              type="button"
              aria-expanded={open === "mobile-share"}
              onClick={() => toggle("mobile-share")}
              className="inline-flex items-center gap-2 rounded-full bg-ink-900 px-4 py-2 text-sm font-semibold text-white"
            >
              <Share2 className="h-4 w-4" aria-hidden="true" />
              {text.article.share}
            </button>
            {open === "mobile-share" ? (
              <div className="absolute right-0 bottom-12 w-56 rounded-2xl bg-white p-2 shadow-xl ring-1 ring-ink-100">{shareMenu}</div>
            ) : null}
          </div>
        </div>
      </div>
    </div>
  );
}
