import { staffEndpoint } from "~/admin/accounts/staff-gate.server";
import { articleDraftSchema } from "~/admin/articles/article-draft";
import { editorAnswer, publishArticle } from "~/admin/articles/articles-workspace.server";
import { adminText } from "~/content/admin/shell";
import { jsonOf } from "~/lib/boundary/request-body.server";
import { jsonAnswer } from "~/lib/boundary/responses.server";
import { z } from "~/lib/forms/zod";

/**
 * What the editor sends to publish (POST /admin/api/articles/publication): its text when this browser holds
 * changes (`draft`, saved first in the same request), else the article as saved (its id and the version it was shown).
 */
const articlePublicationSchema = z
  .object({
    draft: articleDraftSchema.optional(),
    id: z.string().min(1).max(64).optional(),
    version: z.number().int().min(1).optional(),
  })
  .refine((asked) => asked.draft !== undefined || asked.id !== undefined, { message: adminText.errors.notFound })
  .transform(({ draft, id = "", version }) => (draft ? { draft } : { id, version }));

/**
 * POST /admin/api/articles/publication: « Publier » in the editor, its text saved first when it holds changes
 * (`{ draft }`), or the article as saved (`{ id, version }`). Answers the published article and the new counts.
 */
export const POST = staffEndpoint(async ({ locals }, staff) => {
  const { logger } = locals.site;
  const parsed = articlePublicationSchema.safeParse(jsonOf(locals.scope.body));
  if (!parsed.success) return jsonAnswer({ error: parsed.error.issues[0]?.message ?? adminText.errors.notFound }, 400);
  try {
    const result = await publishArticle(locals.site, staff, parsed.data);
    if (result.status === "changed") return jsonAnswer(await editorAnswer(locals.site, result.article));
    const { message, status, retryAfter } = result.refusal;
    return jsonAnswer({ error: message }, status, retryAfter ? { "retry-after": retryAfter } : {});
  } catch (error) {
    logger.error({ err: error }, "admin: article not published");
    return jsonAnswer({ error: adminText.errors.server }, 500);
  }
});
