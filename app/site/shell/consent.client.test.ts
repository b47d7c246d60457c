// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { setAnalyticsConsent, track } from "~/lib/analytics/track.client";
import { cookieBannerId } from "~/lib/preferences";
import { enhanceCookieBanner } from "./consent.client";

/** A fetch whose answers the test gives, one by one, in the order asked. */
function heldFetch() {
  const asked: { url: string; answer: (status: number) => void }[] = [];
  const fetch = vi.fn(
    (url: string) =>
      new Promise<Response>((resolve) => {
        asked.push({ url, answer: (status) => resolve(new Response(null, { status })) });
      }),
  );
  return { fetch, asked, urls: () => asked.map((request) => request.url) };
}

function bannerOnThePage() {
  document.body.innerHTML = `<section id="${cookieBannerId}"><form method="post" action="/api/cookies">
    <button name="consent" value="accepted">Accepter</button><button name="consent" value="refused">Refuser</button>
  </form></section>`;
  return (name: string) => [...document.querySelectorAll("button")].find((button) => button.textContent === name) as HTMLButtonElement;
}

describe("the cookie banner's refusal", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    document.body.innerHTML = "";
    localStorage.clear();
  });

  it("is posted only once the events sent with consent are answered, so none of them leaves with the refusal", async () => {
    const network = heldFetch();
    vi.stubGlobal("fetch", network.fetch);
    setAnalyticsConsent("accepted");
    const button = bannerOnThePage();
    enhanceCookieBanner();

    track("page_view", { page_path: "/kheopscope", page_title: "Kheopscope" });
    document.querySelector("form")?.requestSubmit(button("Refuser"));
    // The page stops measuring at once: nothing more is sent.
    track("page_view", { page_path: "/kheopscope", page_title: "Kheopscope" });
    await vi.waitFor(() => expect(network.urls()).toEqual(["/api/ga4/event"]));
    expect(document.getElementById(cookieBannerId)?.hidden).toBe(true);

    network.asked[0]?.answer(204);
    await vi.waitFor(() => expect(network.urls()).toEqual(["/api/ga4/event", "/api/cookies"]));
  });

  it("is posted at once when no event is on its way", async () => {
    const network = heldFetch();
    vi.stubGlobal("fetch", network.fetch);
    setAnalyticsConsent("accepted");
    const button = bannerOnThePage();
    enhanceCookieBanner();

    document.querySelector("form")?.requestSubmit(button("Refuser"));
    await vi.waitFor(() => expect(network.urls()).toEqual(["/api/cookies"]));
  });
});
