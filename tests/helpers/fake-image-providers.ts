import type { ServerResponse } from "node:http";
import { onTestFinished } from "vitest";
import { listenFakeHttp, type ReceivedRequest } from "./fake-http";

export type { ReceivedRequest } from "./fake-http";

export interface FakeService {
  /** http://127.0.0.1:<port> */
  origin: string;
  /** Every request that arrived, in order. */
  requests: ReceivedRequest[];
}

/**
 * A stand-in for an outside service (a stock-image source, a picture CDN, a chat-completions
 * endpoint) on 127.0.0.1: records each request, then lets `answer` write the response. Closed
 * when the test ends.
 */
export async function startFakeService(answer: (request: ReceivedRequest, response: ServerResponse) => void): Promise<FakeService> {
  const { origin, requests, close } = await listenFakeHttp(answer);
  onTestFinished(close);
  return { origin, requests };
}

/** A fake that answers every request with `status` and `body` as JSON. */
export function startJsonService(status: number, body: unknown): Promise<FakeService> {
  return startFakeService((_request, response) => {
    response.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
  });
}

// The three sources' answer shapes (spec §7.7), with made-up pictures on example.org.

export function unsplashAnswer(count: number) {
  return {
    total: count,
    results: Array.from({ length: count }, (_, index) => ({
      id: `u${index}`,
      alt_description: index === 0 ? null : `bureau lumineux ${index}`,
      description: `description ${index}`,
      urls: {
        regular: `https://images.example.org/unsplash/${index}.jpg`,
        thumb: `https://images.example.org/unsplash/${index}-thumb.jpg`,
      },
      user: { name: `Photographe ${index}`, links: { html: `https://unsplash.example.org/@photographe${index}` } },
    })),
  };
}

export function pexelsAnswer(count: number) {
  return {
    total_results: count,
    photos: Array.from({ length: count }, (_, index) => ({
      id: index,
      alt: `réunion d'équipe ${index}`,
      photographer: `Auteur ${index}`,
      photographer_url: `https://pexels.example.org/@auteur${index}`,
      src: { large: `https://images.example.org/pexels/${index}.jpg`, medium: `https://images.example.org/pexels/${index}-medium.jpg` },
    })),
  };
}

export function pixabayAnswer(count: number) {
  return {
    totalHits: count,
    hits: Array.from({ length: count }, (_, index) => ({
      id: index,
      tags: `marché, douala, ${index}`,
      user: `artiste${index}`,
      user_id: 1000 + index,
      webformatURL: `https://images.example.org/pixabay/${index}.jpg`,
      previewURL: `https://images.example.org/pixabay/${index}-preview.jpg`,
    })),
  };
}
