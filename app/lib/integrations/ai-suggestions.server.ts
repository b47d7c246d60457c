import type { Logger } from "pino";
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

const toneDescriptions: Record<ArticleTone, string> = {
  professional: "professionnel (formel, expert)",
  friendly: "amical (chaleureux, proche du lecteur)",
  conversational: "conversationnel (direct, comme une discussion)",
  authoritative: "d'autorité (assuré, appuyé sur des faits)",
  educational: "pédagogique (clair, qui explique pas à pas)",
};

function systemPrompt(tone: ArticleTone): string {
  return [
    "Tu es rédacteur en chef d'une agence de marketing digital basée à Douala, au Cameroun.",
    `Le ton attendu de l'article est ${toneDescriptions[tone]}.`,
    `Propose au plus ${maxSuggestions} suggestions courtes et concrètes, en français, pour améliorer l'article qui suit\u00a0: structure, clarté, exemples, appel à l'action, référencement.`,
    "Écris une suggestion par ligne, sans introduction, sans conclusion et sans numérotation.",
  ].join("\n");
}

function userPrompt({ title, text, category }: AiSuggestionInput): string {
  const body = text.length > maxTextLength ? `${text.slice(0, maxTextLength)}…` : text;
  return `Titre\u00a0: ${title.slice(0, 300)}\nCatégorie\u00a0: ${category.slice(0, 100)}\n\nTexte de l'article\u00a0:\n${body}`;
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
