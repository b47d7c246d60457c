import { expect, it } from "vitest";
import { type FakeService, startFakeService, startJsonService } from "../../../../tests/helpers/fake-http";
import { recordingLogger } from "../../../../tests/helpers/recording-logger";
import { parseSuggestions, requestAiSuggestions } from "./ai-suggestions.server";

const key = "sk-test-4b1d9e0c7a";

function configFor(service: FakeService, overrides: { AI_TIMEOUT_MS?: number } = {}) {
  return {
    AI_API_URL: `${service.origin}/v1/chat/completions`,
    AI_API_KEY: key,
    AI_MODEL: "modele-de-test",
    AI_TIMEOUT_MS: 5000,
    ...overrides,
  };
}

const article = {
  title: "Bien choisir ses réseaux sociaux",
  text: "Facebook reste la première porte d'entrée au Cameroun. ",
  tone: "educational" as const,
  category: "Réseaux Sociaux",
};

function completion(content: string) {
  return {
    id: "chatcmpl-1",
    object: "chat.completion",
    model: "modele-de-test",
    choices: [{ index: 0, message: { role: "assistant", content } }],
  };
}

it("posts a chat completion with the model, the bearer key and a French prompt in the article's tone", async () => {
  const endpoint = await startJsonService(200, completion("Ajoutez un exemple chiffré."));

  await requestAiSuggestions({ ...article, text: article.text.repeat(1000) }, configFor(endpoint), recordingLogger());

  expect(endpoint.requests).toHaveLength(1);
  const [request] = endpoint.requests;
  expect(request).toMatchObject({ method: "POST", path: "/v1/chat/completions" });
  expect(request?.headers.authorization).toBe(`Bearer ${key}`);
  expect(request?.headers["content-type"]).toContain("application/json");
  const body = JSON.parse(request?.body ?? "{}");
  expect(body).toMatchObject({ model: "modele-de-test", temperature: 0.4 });
  expect(body.messages.map((message: { role: string }) => message.role)).toEqual(["system", "user"]);
  const [system, user] = body.messages as { content: string }[];
  expect(system?.content).toContain("pédagogique");
  expect(system?.content).toContain("en français");
  expect(system?.content).toMatch(/au plus 6 suggestions/);
  expect(user?.content).toContain(article.title);
  expect(user?.content).toContain(article.category);
  // The 55 000-character text was cut to a sane length.
  expect(user?.content.length).toBeLessThan(12_500);
});

it("turns the answer into at most six clean suggestions", async () => {
  const answer = [
    "1. Ajoutez un exemple chiffré dès l'introduction.",
    "",
    "- Raccourcissez les paragraphes de plus de cinq lignes.",
    "* **Appel à l'action** : terminez par une invitation à demander un audit.",
    "2) Citez une source pour la statistique de 97 %.",
    "• Ajoutez des intertitres.",
    `— ${"Développez ".repeat(60)}`,
    "Une septième suggestion de trop.",
  ].join("\n");
  const endpoint = await startJsonService(200, completion(answer));

  const result = await requestAiSuggestions(article, configFor(endpoint), recordingLogger());

  expect(result.status).toBe("ok");
  if (result.status !== "ok") return;
  expect(result.model).toBe("modele-de-test");
  expect(result.suggestions.slice(0, 5)).toEqual([
    "Ajoutez un exemple chiffré dès l'introduction.",
    "Raccourcissez les paragraphes de plus de cinq lignes.",
    "Appel à l'action\u00a0: terminez par une invitation à demander un audit.",
    "Citez une source pour la statistique de 97\u00a0%.",
    "Ajoutez des intertitres.",
  ]);
  expect(result.suggestions).toHaveLength(6);
  expect(result.suggestions[5]?.length).toBeLessThanOrEqual(300);
  expect(result.suggestions[5]).toMatch(/^Développez/);
});

it("keeps numbers that belong to the sentence and sets French spacing", () => {
  expect(parseSuggestions("2025 sera l'année de la « vidéo courte » : dites-le !\n10-15 % de budget en plus")).toEqual([
    "2025 sera l'année de la «\u00a0vidéo courte\u00a0»\u00a0: dites-le\u00a0!",
    "10-15\u00a0% de budget en plus",
  ]);
});

it("is not configured unless the address, the key and the model are all set", async () => {
  const endpoint = await startJsonService(200, completion("Ajoutez un exemple."));
  const full = configFor(endpoint);
  for (const missing of ["AI_API_URL", "AI_API_KEY", "AI_MODEL"] as const) {
    expect(await requestAiSuggestions(article, { ...full, [missing]: undefined }, recordingLogger()), missing).toEqual({
      status: "not-configured",
    });
  }
  expect(endpoint.requests).toHaveLength(0);
});

it("fails, without logging the key, when the endpoint answers an error", async () => {
  const endpoint = await startJsonService(500, { error: { message: "Incorrect API key provided" } });
  const logger = recordingLogger();

  expect(await requestAiSuggestions(article, configFor(endpoint), logger)).toEqual({ status: "failed" });

  expect(logger.entries.warn).toEqual([expect.objectContaining({ status: 500 })]);
  expect(JSON.stringify(logger.entries)).not.toContain(key);
});

it("fails when the endpoint does not answer within AI_TIMEOUT_MS", async () => {
  const endpoint = await startFakeService(() => {
    // Never answers.
  });
  const logger = recordingLogger();

  expect(await requestAiSuggestions(article, configFor(endpoint, { AI_TIMEOUT_MS: 200 }), logger)).toEqual({ status: "failed" });

  expect(logger.entries.warn).toEqual([expect.objectContaining({ reason: "TimeoutError" })]);
  expect(JSON.stringify(logger.entries)).not.toContain(key);
});

it("fails on an answer without suggestions or that is not JSON", async () => {
  for (const answer of [completion("   \n\n"), { choices: [] }, { error: "surcharge" }]) {
    const endpoint = await startJsonService(200, answer);
    expect(await requestAiSuggestions(article, configFor(endpoint), recordingLogger())).toEqual({ status: "failed" });
  }
  const broken = await startFakeService((_request, response) => {
    response.writeHead(200, { "content-type": "application/json" }).end("{ pas du JSON");
  });
  expect(await requestAiSuggestions(article, configFor(broken), recordingLogger())).toEqual({ status: "failed" });
});
