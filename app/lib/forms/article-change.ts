import { adminText } from "~/content/admin";
import { type Transition, transitions } from "~/lib/blog/article-workflow";
import { z } from "./zod";

/** What a list or the creator sends to change an article's status: the change, and the version it was shown. */
export const articleChangeSchema = z.object({
  transition: z.enum(Object.keys(transitions) as [Transition, ...Transition[]], { message: adminText.errors.transition }),
  version: z.number().int().min(1).optional(),
});
