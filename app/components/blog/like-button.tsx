import { Heart } from "lucide-react";
import { blogText as text } from "~/content/blog";
import { track } from "~/lib/analytics/track";
import { useArticleLike } from "~/lib/blog/live-stats";
import { showToast } from "~/lib/toast";

/**
 * Likes an article once per browser (spec §4): disabled while liked or pending,
 * no unlike. On an article page a failure shows a toast; on a card it is only logged.
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
  const { liked, pending, like } = useArticleLike(slug);

  async function onClick() {
    const ok = await like();
    if (ok) {
      track("like", { article_id: slug, article_title: title, source: place });
    } else if (place === "article") {
      showToast({ ...text.article.likeFailure, tone: "error" });
    } else {
      console.warn("like: the like of", slug, "was not recorded");
    }
  }

  return (
    <button
      type="button"
      onClick={onClick}
      disabled={liked || pending}
      aria-pressed={liked}
      aria-label={`${liked ? text.stats.liked : text.stats.like} (${text.stats.likes(likes)})`}
      className={`inline-flex items-center gap-1.5 rounded-full px-3 py-1.5 text-sm font-semibold transition-colors disabled:cursor-default ${
        liked
          ? "bg-red-50 text-red-700"
          : tone === "dark"
            ? "bg-white/10 text-white hover:bg-white/20"
            : "bg-ink-50 text-ink-700 hover:bg-red-50 hover:text-red-700"
      }`}
    >
      <Heart className={`h-4 w-4 ${liked ? "fill-current" : ""}`} aria-hidden="true" />
      <span>{likes}</span>
      {showLabel ? <span className="hidden sm:inline">{liked ? text.stats.liked : text.stats.like}</span> : null}
    </button>
  );
}
