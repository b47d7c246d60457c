import { adminText } from "~/content/admin";
import { recordActivityAfter } from "~/lib/auth/activity.server";
import { staffEndpoint } from "~/lib/auth/staff-gate.server";
import { saveArticle } from "~/lib/blog/admin-articles.server";
import { jsonOf } from "~/lib/boundary/request-body.server";
import { jsonAnswer } from "~/lib/boundary/responses.server";
import { loadArticlesSection } from "~/lib/desk/sections.server";
import { articleHtmlRefusalMessage } from "~/lib/editor/html-shape-message";
import { articleDraftSchema, titleAndContentRequired } from "~/lib/forms/article-draft";

/**
 * POST /admin/api/articles: saves the editor's article (JSON), new or existing.
 * Who saved it is the session's account, never a field of the body.
 */
export const POST = staffEndpoint(async ({ locals }, staff) => {
  const { db, logger, articleSanitizer } = locals.site;
  const parsed = articleDraftSchema.safeParse(jsonOf(locals.scope.body));
  if (!parsed.success) return jsonAnswer({ error: parsed.error.issues[0]?.message ?? titleAndContentRequired }, 400);
  try {
    const result = await saveArticle(db, parsed.data, { sanitizer: articleSanitizer, by: staff.staffName });
    switch (result.status) {
      case "saved":
        logger.info({ articleId: result.article.id, status: result.article.status, staffName: staff.staffName }, "admin: article saved");
        await recordActivityAfter(locals.site, staff, "article-saved", result.article.title);
        return jsonAnswer({ article: result.article });
      case "empty":
        return jsonAnswer({ error: titleAndContentRequired }, 400);
      case "conflict":
        return jsonAnswer({ error: adminText.errors.conflict, conflict: true }, 409);
      case "not-found":
        return jsonAnswer({ error: adminText.errors.notFound }, 404);
      case "slug-taken":
        return jsonAnswer({ error: adminText.errors.slugTaken }, 409);
      case "slug-invalid":
        return jsonAnswer({ error: adminText.errors.slugInvalid }, 400);
      case "refused":
        return jsonAnswer({ error: articleHtmlRefusalMessage(result.refusal) }, 400);
      case "too-complex":
        return jsonAnswer({ error: adminText.errors.tooComplex }, 400);
      case "busy":
        return jsonAnswer({ error: adminText.errors.busy }, 503, { "retry-after": "5" });
    }
  } catch (error) {
    logger.error({ err: error }, "admin: article not saved");
    return jsonAnswer({ error: adminText.errors.server }, 500);
  }
});

/** GET /admin/api/articles: the five counts and the four lists, as the workspace shows them after a change. */
export const GET = staffEndpoint(async ({ locals }) => jsonAnswer(await loadArticlesSection(locals.site)));
