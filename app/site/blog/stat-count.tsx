import { blogText as text } from "~/content/blog";
import { statCount } from "~/lib/behaviours/live-stats";
import { countedInDigits } from "~/lib/format/plural";

/**
 * An article's likes or views, as the server counted them, kept live by the page's script
 * (app/site/blog/live-stats.client.ts): the number alone, or with its words (« 12 vues », `labelled`).
 */
export function StatCount({
  slug,
  stat,
  value,
  labelled = false,
}: {
  slug: string;
  stat: "likes" | "views";
  value: number;
  labelled?: boolean;
}) {
  return <span {...statCount.props({ slug, stat, labelled })}>{labelled ? text.stats[stat](countedInDigits(value)) : value}</span>;
}
