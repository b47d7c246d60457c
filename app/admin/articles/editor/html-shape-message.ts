import { articleLimitMessages } from "~/content/admin/editor";
import { type ArticleHtmlRefusal, articleHtmlLimits } from "~/lib/blog/html-shape";
import { formatNumber } from "~/lib/format/number";

/** What the save answers, in French, when the article's HTML has a shape no article has (html-shape.ts). */
export function articleHtmlRefusalMessage(refusal: ArticleHtmlRefusal): string {
  switch (refusal) {
    case "too-many-elements":
      return articleLimitMessages.tooManyElements(formatNumber(articleHtmlLimits.elements));
    case "too-deep":
      return articleLimitMessages.tooDeep(articleHtmlLimits.depth);
    case "unclosed-tag":
      return articleLimitMessages.unclosedTag;
    case "tag-too-long":
      return articleLimitMessages.tagTooLong(formatNumber(articleHtmlLimits.tagLength));
  }
}
