import { adminText } from "~/content/admin/shell";
import { z } from "~/lib/forms/zod";
import { articleDraftSchema } from "./article-draft";

/**
 * What the editor sends to publish (POST /admin/api/articles/publication): its text when this browser holds
 * changes (`draft`, saved first in the same request), else the article as saved (its id and the version it was shown).
 */
export const articlePublicationSchema = z
  .object({
    draft: articleDraftSchema.optional(),
    id: z.string().min(1).max(64).optional(),
    version: z.number().int().min(1).optional(),
  })
  .refine((asked) => asked.draft !== undefined || asked.id !== undefined, { message: adminText.errors.notFound })
  .transform(({ draft, id = "", version }) => (draft ? { draft } : { id, version }));
