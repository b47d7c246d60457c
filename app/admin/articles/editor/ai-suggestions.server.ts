import type { Logger } from "pino";
import { aiPromptText } from "~/content/admin/editor";
import type { Config } from "~/lib/config.server";
import type { ArticleTone } from "~/lib/db/schema";

export type AiSuggestions = { status: "ok"; model: string; suggestions: string[] } | { status: "not-configured" } | { status: "failed" };

export interface AiSuggestionInput {
  title: string;
  text: string;
  tone: ArticleTone;
  category: string;
}

const maxTextLength = 12_000;
const maxSuggestions = 6;
const maxSuggestionLength = 300;

function systemPrompt(tone: ArticleTone): string {
  return aiPromptText.system(aiPromptText.tones[tone], maxSuggestions);
}

function userPrompt({ title, text, category }: AiSuggestionInput): string {
  const body = text.length > maxTextLength ? `${text.slice(0, maxTextLength)}…` : text;
  return aiPromptText.user(title.slice(0, 300), category.slice(0, 100), body);
}

/** The model's answer as a list: one suggestion per line, bullets and numbers removed. */
export function parseSuggestions(content: string): string[] {
  return content
    .split(/\r?\n/)
    .map((line) =>
      line
        .replace(/^\s*(?:[-*•–—]+|\d+\s*[.)]|#+)\s*/, "")
        .replaceAll("**", "")
        .trim()
        // French typography: a non-breaking space before : ; ! ? % and inside « ».
        .replace(/ +([:;!?%»])/g, "\u00a0$1")
        .replace(/« +/g, "«\u00a0"),
    )
    .filter((line) => line.length > 0)
    .slice(0, maxSuggestions)
    .map((line) => (line.length > maxSuggestionLength ? `${line.slice(0, maxSuggestionLength - 1).trimEnd()}…` : line));
}

function contentOf(body: unknown): string | undefined {
  const choices = (body as { choices?: unknown } | null)?.choices;
  const content = Array.isArray(choices) ? (choices[0] as { message?: { content?: unknown } } | undefined)?.message?.content : undefined;
  return typeof content === "string" ? content : undefined;
}

/**
 * Asks an OpenAI-compatible chat-completions endpoint for ways to improve an article. Only when
 * AI_API_URL, AI_API_KEY and AI_MODEL are all set; any failure is logged (never the key) and answered `failed`.
 */
export async function requestAiSuggestions(
  input: AiSuggestionInput,
  config: Pick<Config, "AI_API_URL" | "AI_API_KEY" | "AI_MODEL" | "AI_TIMEOUT_MS">,
  logger: Pick<Logger, "warn">,
): Promise<AiSuggestions> {
  const { AI_API_URL: url, AI_API_KEY: key, AI_MODEL: model } = config;
  if (!url || !key || !model) return { status: "not-configured" };
  try {
    const response = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json", authorization: `Bearer ${key}` },
      body: JSON.stringify({
        model,
        temperature: 0.4,
        messages: [
          { role: "system", content: systemPrompt(input.tone) },
          { role: "user", content: userPrompt(input) },
        ],
      }),
      signal: AbortSignal.timeout(config.AI_TIMEOUT_MS),
    });
    if (!response.ok) {
      await response.body?.cancel();
      logger.warn({ status: response.status, model }, "ai suggestions: the endpoint answered an error");
      return { status: "failed" };
    }
    const content = contentOf(await response.json());
    const suggestions = content === undefined ? [] : parseSuggestions(content);
    if (suggestions.length === 0) {
      logger.warn({ model }, "ai suggestions: the answer held no suggestion");
      return { status: "failed" };
    }
    return { status: "ok", model, suggestions };
  } catch (error) {
    logger.warn({ model, reason: error instanceof Error ? error.name : "unknown error" }, "ai suggestions: the endpoint could not be read");
    return { status: "failed" };
  }
}
