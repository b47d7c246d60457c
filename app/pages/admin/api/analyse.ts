import { staffEndpoint } from "~/admin/accounts/staff-gate.server";
import { requestAiSuggestions } from "~/admin/articles/editor/ai-suggestions.server";
import { jsonOf } from "~/lib/boundary/request-body.server";
import { jsonAnswer } from "~/lib/boundary/responses.server";
import { z } from "~/lib/forms/zod";

const requestSchema = z.object({
  title: z.string().max(200),
  text: z.string().max(200_000),
  tone: z.enum(["professional", "friendly", "conversational", "authoritative", "educational"]),
  category: z.string().max(60),
});

/** POST /admin/api/analyse: the language model's suggestions, when AI_API_URL, AI_API_KEY and AI_MODEL are set. */
export const POST = staffEndpoint(async ({ locals }) => {
  const { config, logger } = locals.site;
  const parsed = requestSchema.safeParse(jsonOf(locals.scope.body));
  if (!parsed.success) return jsonAnswer({ status: "failed" }, 400);
  return jsonAnswer(await requestAiSuggestions(parsed.data, config, logger));
});
