import { useEffect } from "react";
import { track } from "../analytics/track";

/** Below this, the visitor opened the article and left: not a reading. */
const minimumReadingMs = 1000;

/**
 * Sends, once, the time an article was read (spec §7.6 'reading time'): the seconds its tab was
 * visible, sent when the visitor leaves it (another page, another tab, the browser closed).
 * Like every event, only after 'Accepter' (track checks).
 */
export function useReadingTime(article: { slug: string; title: string; category: string }): void {
  const { slug, title, category } = article;
  useEffect(() => {
    let visibleSince = document.visibilityState === "visible" ? performance.now() : undefined;
    let readMs = 0;
    let sent = false;
    const pause = () => {
      if (visibleSince !== undefined) readMs += performance.now() - visibleSince;
      visibleSince = undefined;
    };
    const send = () => {
      pause();
      if (sent || readMs < minimumReadingMs) return;
      sent = true;
      track("reading_time", {
        article_id: slug,
        article_title: title,
        article_category: category,
        reading_time_seconds: Math.round(readMs / 1000),
      });
    };
    const onVisibility = () => {
      if (document.visibilityState === "visible") visibleSince ??= performance.now();
      else pause();
    };
    document.addEventListener("visibilitychange", onVisibility);
    window.addEventListener("pagehide", send);
    return () => {
      send();
      document.removeEventListener("visibilitychange", onVisibility);
      window.removeEventListener("pagehide", send);
    };
  }, [slug, title, category]);
}
