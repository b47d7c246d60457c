import { expect, it } from "vitest";
import { withoutScripts } from "./offline-fallback";

it("removes every script and module preload of the offline page, and keeps the rest", () => {
  const html = [
    '<html lang="fr"><head><link rel="stylesheet" href="/assets/app-1.css"/>',
    '<link rel="modulepreload" href="/assets/entry.client-1.js" nonce="n"/>',
    '<script type="application/ld+json" nonce="n">{"@type":"Organization"}</script>',
    '</head><body><h1>Vous êtes hors ligne</h1><a href="">Réessayer</a>',
    '<script nonce="n">window.__reactRouterContext = {"a":"</div>"};</script>',
    '<script nonce="n" type="module" async="">import "/assets/root-1.js";</script>',
    "</body></html>",
  ].join("");
  expect(withoutScripts(html)).toBe(
    '<html lang="fr"><head><link rel="stylesheet" href="/assets/app-1.css"/></head><body><h1>Vous êtes hors ligne</h1><a href="">Réessayer</a></body></html>',
  );
});
