import { staffEndpoint } from "~/admin/accounts/staff-gate.server";
import { articleDraftSchema } from "~/admin/articles/article-draft";
import { editorAnswer, saveDraft } from "~/admin/articles/articles-workspace.server";
import { editorMessages } from "~/content/admin/editor";
import { adminText } from "~/content/admin/shell";
import { jsonOf } from "~/lib/boundary/request-body.server";
import { jsonAnswer } from "~/lib/boundary/responses.server";

/**
 * POST /admin/api/articles: saves the editor's article (JSON), new or existing.
 * Who saved it is the session's account, never a field of the body. Answers the saved article and the new counts.
 */
export const POST = staffEndpoint(async ({ locals }, staff) => {
  const { logger } = locals.site;
  const parsed = articleDraftSchema.safeParse(jsonOf(locals.scope.body));
  if (!parsed.success) return jsonAnswer({ error: parsed.error.issues[0]?.message ?? editorMessages.titleAndContentRequired }, 400);
  try {
    const result = await saveDraft(locals.site, staff, parsed.data);
    if (result.status === "saved") return jsonAnswer(await editorAnswer(locals.site, result.article));
    const { message, status, retryAfter } = result.refusal;
    return jsonAnswer(
      { error: message, ...(result.conflict ? { conflict: true } : {}) },
      status,
      retryAfter ? { "retry-after": retryAfter } : {},
    );
  } catch (error) {
    logger.error({ err: error }, "admin: article not saved");
    return jsonAnswer({ error: adminText.errors.server }, 500);
  }
});
