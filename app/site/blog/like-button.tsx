import { Heart } from "lucide-react";
import { blogText as text } from "~/content/blog";
import { likeButton, likeLabel } from "~/lib/behaviours/live-stats";
import { needsScript } from "~/lib/behaviours/needs-script";
import { countedInDigits } from "~/lib/format/plural";
import { StatCount } from "./stat-count";

/**
 * Likes an article once per browser: disabled once liked or while pending, no unlike. Its
 * count is kept live and its click handled by the page's script (app/site/blog/live-stats.client.ts), which
 * only can like: until it has wired the button, the button is not shown (app.css: [data-needs-script]). Without
 * JavaScript, the article's likes are shown as a count in its place.
 * On an article page a failure shows a toast; on a card it is only logged.
 */
export function LikeButton({
  slug,
  title,
  likes,
  place,
  tone = "light",
  showLabel = false,
}: {
  slug: string;
  title: string;
  likes: number;
  place: "card" | "article";
  tone?: "light" | "dark";
  showLabel?: boolean;
}) {
  return (
    <>
      <button
        type="button"
        {...likeButton.props({ slug, title, place })}
        {...needsScript.props({ needsScript: true })}
        aria-pressed={false}
        aria-label={`${text.stats.like} (${text.stats.likes(countedInDigits(likes))})`}
        className={`group/like inline-flex items-center gap-1.5 rounded-full px-3 py-1.5 text-sm font-semibold transition-colors disabled:cursor-default aria-pressed:bg-red-50 aria-pressed:text-red-700 ${
          tone === "dark" ? "bg-white/10 text-white hover:bg-white/20" : "bg-ink-50 text-ink-700 hover:bg-red-50 hover:text-red-700"
        }`}
      >
        <Heart className="h-4 w-4 group-aria-pressed/like:fill-current" aria-hidden="true" />
        <StatCount slug={slug} stat="likes" value={likes} />
        {showLabel ? (
          <span className="hidden sm:inline" {...likeLabel.props({ label: true })}>
            {text.stats.like}
          </span>
        ) : null}
      </button>
      <noscript>
        <span
          className={`inline-flex items-center gap-1.5 px-3 py-1.5 text-sm font-semibold ${tone === "dark" ? "text-white" : "text-ink-700"}`}
        >
          <Heart className="h-4 w-4" aria-hidden="true" />
          <span aria-hidden="true">
            <StatCount slug={slug} stat="likes" value={likes} />
          </span>
          <span className="sr-only">
            <StatCount slug={slug} stat="likes" value={likes} labelled />
          </span>
        </span>
      </noscript>
    </>
  );
}
