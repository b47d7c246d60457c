import { expect, it } from "vitest";
import { type FakeService, startFakeService, startJsonService } from "../../../tests/helpers/fake-http";
import { pexelsAnswer, pixabayAnswer, unsplashAnswer } from "../../../tests/helpers/fake-image-providers";
import { recordingLogger } from "../../../tests/helpers/recording-logger";
import { type StockImageConfig, searchStockImages, verifyStockImage } from "./stock-images.server";

const keys = { UNSPLASH_ACCESS_KEY: "unsplash-key-9f3a71", PEXELS_API_KEY: "pexels-key-52c0de", PIXABAY_API_KEY: "pixabay-key-77be10" };
const secret = "a-test-secret-of-more-than-thirty-two-characters";

function configFor(
  unsplash: FakeService,
  pexels: FakeService,
  pixabay: FakeService,
  overrides: Partial<StockImageConfig> = {},
): StockImageConfig {
  return {
    ...keys,
    UNSPLASH_API_URL: `${unsplash.origin}/search/photos`,
    PEXELS_API_URL: `${pexels.origin}/v1/search`,
    PIXABAY_API_URL: `${pixabay.origin}/api/`,
    SESSION_SECRET: secret,
    ...overrides,
  };
}

function expectNoKeyIn(value: unknown) {
  const text = JSON.stringify(value);
  for (const key of Object.values(keys)) expect(text).not.toContain(key);
}

it("passes a failing source over and returns the next one's pictures, signed", async () => {
  const unsplash = await startJsonService(500, { errors: ["panne"] });
  const pexels = await startJsonService(200, pexelsAnswer(3));
  const pixabay = await startJsonService(200, pixabayAnswer(2));
  const logger = recordingLogger();

  const result = await searchStockImages("  réunion   d'équipe ", configFor(unsplash, pexels, pixabay), logger);

  expect(result.status).toBe("found");
  if (result.status !== "found") return;
  expect(result.source).toBe("Pexels");
  expect(result.images).toHaveLength(3);
  expect(result.images[0]).toMatchObject({
    url: "https://images.example.org/pexels/0.jpg",
    thumb: "https://images.example.org/pexels/0-medium.jpg",
    alt: "réunion d'équipe 0",
    source: "Pexels",
    author: "Auteur 0",
    author_url: "https://pexels.example.org/@auteur0",
  });
  expect(pixabay.requests).toHaveLength(0);
  expect(unsplash.requests).toHaveLength(1);
  expect(logger.entries.warn).toEqual([expect.objectContaining({ source: "Unsplash", status: 500 })]);
  expectNoKeyIn(result);
  expectNoKeyIn(logger.entries);
});

it("sends each key where its source expects it: Unsplash and Pixabay in the query, Pexels in Authorization", async () => {
  const unsplash = await startJsonService(200, unsplashAnswer(0));
  const pexels = await startJsonService(200, pexelsAnswer(0));
  const pixabay = await startJsonService(200, pixabayAnswer(0));

  await searchStockImages("marché", configFor(unsplash, pexels, pixabay), recordingLogger());

  expect(unsplash.requests[0]).toMatchObject({
    method: "GET",
    path: "/search/photos",
    query: { query: "marché", per_page: "10", client_id: keys.UNSPLASH_ACCESS_KEY },
  });
  expect(unsplash.requests[0]?.headers.authorization).toBeUndefined();
  expect(pexels.requests[0]).toMatchObject({ method: "GET", path: "/v1/search", query: { query: "marché", per_page: "10" } });
  expect(pexels.requests[0]?.headers.authorization).toBe(keys.PEXELS_API_KEY);
  expect(JSON.stringify(pexels.requests[0]?.query)).not.toContain(keys.PEXELS_API_KEY);
  expect(pixabay.requests[0]).toMatchObject({
    method: "GET",
    path: "/api/",
    query: { key: keys.PIXABAY_API_KEY, q: "marché", image_type: "photo", per_page: "10" },
  });
});

it("reads Unsplash and Pixabay answers into the spec's image result", async () => {
  const unsplash = await startJsonService(200, unsplashAnswer(12));
  const unused = await startJsonService(500, {});
  const found = await searchStockImages("bureau", configFor(unsplash, unused, unused), recordingLogger());
  expect(found.status === "found" && found.images.length).toBe(10);
  if (found.status !== "found") return;
  // No alt_description: the description is used.
  expect(found.images[0]).toMatchObject({
    alt: "description 0",
    author: "Photographe 0",
    author_url: "https://unsplash.example.org/@photographe0",
  });
  expect(found.images[1]).toMatchObject({
    url: "https://images.example.org/unsplash/1.jpg",
    thumb: "https://images.example.org/unsplash/1-thumb.jpg",
    alt: "bureau lumineux 1",
    source: "Unsplash",
  });

  const pixabay = await startJsonService(200, pixabayAnswer(1));
  const fromPixabay = await searchStockImages(
    "marché",
    configFor(unused, unused, pixabay, { UNSPLASH_ACCESS_KEY: undefined }),
    recordingLogger(),
  );
  expect(fromPixabay).toMatchObject({
    status: "found",
    source: "Pixabay",
    images: [
      {
        url: "https://images.example.org/pixabay/0.jpg",
        thumb: "https://images.example.org/pixabay/0-preview.jpg",
        alt: "marché, douala, 0",
        author: "artiste0",
        author_url: "https://pixabay.com/users/artiste0-1000/",
      },
    ],
  });
});

it("skips items without a usable http(s) address", async () => {
  const answer = pexelsAnswer(4);
  const photos = answer.photos as { src: Record<string, unknown> }[];
  (photos[0] as { src: Record<string, unknown> }).src = { medium: "https://images.example.org/only-thumb.jpg" };
  (photos[1] as { src: Record<string, unknown> }).src.large = "javascript:alert(1)";
  (photos[2] as { src: Record<string, unknown> }).src.large = "file:///etc/passwd";
  const pexels = await startJsonService(200, answer);
  const unused = await startJsonService(500, {});

  const result = await searchStockImages(
    "bureau",
    configFor(unused, pexels, unused, { UNSPLASH_ACCESS_KEY: undefined }),
    recordingLogger(),
  );

  expect(result.status === "found" && result.images.map((image) => image.url)).toEqual(["https://images.example.org/pexels/3.jpg"]);
});

it("answers empty when every source answered without a picture", async () => {
  const unsplash = await startJsonService(200, unsplashAnswer(0));
  const pexels = await startJsonService(200, { photos: "pas une liste" });
  const pixabay = await startJsonService(200, pixabayAnswer(0));
  expect(await searchStockImages("zzz", configFor(unsplash, pexels, pixabay), recordingLogger())).toEqual({ status: "empty" });
  expect([unsplash, pexels, pixabay].map((service) => service.requests.length)).toEqual([1, 1, 1]);
});

it("answers empty when one source found nothing and the others failed", async () => {
  const unsplash = await startJsonService(503, {});
  const pexels = await startJsonService(200, pexelsAnswer(0));
  const pixabay = await startJsonService(500, {});
  expect(await searchStockImages("zzz", configFor(unsplash, pexels, pixabay), recordingLogger())).toEqual({ status: "empty" });
});

it("answers failed when every configured source fails (error status, bad JSON, refused connection, timeout)", async () => {
  const unsplash = await startJsonService(401, { errors: ["OAuth error: The access token is invalid"] });
  const pexels = await startFakeService((_request, response) => {
    response.writeHead(200, { "content-type": "application/json" }).end("{ ce n'est pas du JSON");
  });
  const pixabay = await startFakeService(() => {
    // Never answers: the timeout must end the wait.
  });
  const logger = recordingLogger();

  const result = await searchStockImages("bureau", configFor(unsplash, pexels, pixabay), logger, { timeoutMs: 300 });

  expect(result).toEqual({ status: "failed" });
  expect(logger.entries.warn.map((entry) => (entry as { source: string }).source)).toEqual(["Unsplash", "Pexels", "Pixabay"]);
  expect(logger.entries.warn[2]).toMatchObject({ reason: "TimeoutError" });
  expectNoKeyIn(logger.entries);

  const closed = configFor(unsplash, pexels, pixabay, {
    UNSPLASH_API_URL: "http://127.0.0.1:9/search",
    PEXELS_API_KEY: undefined,
    PIXABAY_API_KEY: undefined,
  });
  const refusedLogger = recordingLogger();
  expect(await searchStockImages("bureau", closed, refusedLogger)).toEqual({ status: "failed" });
  expectNoKeyIn(refusedLogger.entries);
});

it("tries only the sources that have a key, and names the variables when none has", async () => {
  const unsplash = await startJsonService(200, unsplashAnswer(2));
  const pexels = await startJsonService(200, pexelsAnswer(2));
  const pixabay = await startJsonService(200, pixabayAnswer(2));

  const onlyPixabay = configFor(unsplash, pexels, pixabay, { UNSPLASH_ACCESS_KEY: undefined, PEXELS_API_KEY: undefined });
  expect(await searchStockImages("bureau", onlyPixabay, recordingLogger())).toMatchObject({ status: "found", source: "Pixabay" });
  expect(unsplash.requests.length + pexels.requests.length).toBe(0);

  const none = { ...onlyPixabay, PIXABAY_API_KEY: undefined };
  expect(await searchStockImages("bureau", none, recordingLogger())).toEqual({
    status: "not-configured",
    variables: ["UNSPLASH_ACCESS_KEY", "PEXELS_API_KEY", "PIXABAY_API_KEY"],
  });
  expect(pixabay.requests).toHaveLength(1);
});

it("signs each result so that only an untouched one verifies", async () => {
  const unsplash = await startJsonService(200, unsplashAnswer(2));
  const unused = await startJsonService(500, {});
  const result = await searchStockImages("bureau", configFor(unsplash, unused, unused), recordingLogger());
  if (result.status !== "found") throw new Error(`expected pictures, got ${result.status}`);
  const [chosen] = result.images;
  if (!chosen) throw new Error("no picture");
  // As the browser sends it back: through JSON.
  const sentBack = JSON.parse(JSON.stringify(chosen));

  const { token: _token, ...image } = chosen;
  expect(verifyStockImage(sentBack, secret)).toEqual(image);
  expect(verifyStockImage({ ...sentBack, url: "http://127.0.0.1:5432/interne" }, secret)).toBeUndefined();
  expect(verifyStockImage({ ...sentBack, author: "Quelqu'un d'autre" }, secret)).toBeUndefined();
  expect(verifyStockImage({ ...sentBack, source: "Ailleurs" }, secret)).toBeUndefined();
  expect(verifyStockImage({ ...sentBack, token: result.images[1]?.token }, secret)).toBeUndefined();
  expect(verifyStockImage({ ...sentBack, token: "" }, secret)).toBeUndefined();
  expect(verifyStockImage({ ...sentBack, token: 42 }, secret)).toBeUndefined();
  expect(verifyStockImage(sentBack, "another-secret-of-more-than-thirty-two-chars")).toBeUndefined();
  expect(verifyStockImage("https://images.example.org/unsplash/0.jpg", secret)).toBeUndefined();
  expect(verifyStockImage(null, secret)).toBeUndefined();
});
