import { services } from "~/lib/boundary/context.server";
import { readJson } from "~/lib/boundary/request-body.server";
import { jsonAnswer, postOnly } from "~/lib/boundary/responses.server";
import { z } from "~/lib/forms/zod";
import { requestAiSuggestions } from "~/lib/integrations/ai-suggestions.server";
import type { Route } from "./+types/text-suggestions";

export const loader = postOnly;

const requestSchema = z.object({
  title: z.string().max(200),
  text: z.string().max(200_000),
  tone: z.enum(["professional", "friendly", "conversational", "authoritative", "educational"]),
  category: z.string().max(60),
});

/** POST /admin/api/analyse: the language model's suggestions, when AI_API_URL, AI_API_KEY and AI_MODEL are set. */
export async function action({ context }: Route.ActionArgs) {
  const { config, logger } = services(context);
  const parsed = requestSchema.safeParse(readJson(context));
  if (!parsed.success) return jsonAnswer({ status: "failed" }, 400);
  return jsonAnswer(await requestAiSuggestions(parsed.data, config, logger));
}
