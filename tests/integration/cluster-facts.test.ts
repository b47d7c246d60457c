import { expect, it } from "vitest";
import { FACTS_REFRESH_MS } from "~/lib/facts/agency-facts.server";
import { signInAsStaff } from "../../scripts/lib/staff-sign-in";
import { waitUntil } from "../../scripts/lib/wait";
import { describeCluster, shiftedClockEnv, startTestCluster } from "../helpers/site";

// The agency's facts (decisions 024 and 025) on two instances behind nginx with its micro-cache, as an administrator
// changes them: the phone in « Réglages », an e-book's price with a promotion ending tomorrow in « Boutique ». Each post
// lands on one instance; the other reads the change within FACTS_REFRESH_MS, and nginx's micro-cache adds its 5 s.
// Then both instances start again with their clock two days ahead (tests/helpers/shifted-clock.mjs): the promotion
// has ended, and no page states its price any more.

const password = "mot de passe de la grappe des réglages";
const nbsp = "\u00a0";
const newPhone = "+237 6 77 12 34 56";
const ebookPath = "/boutique/vendre-avec-0f";
/** A normal price and a struck one no page of the site states before the change. */
const promoted = `6${nbsp}500${nbsp}FCFA`;
const normal = `11${nbsp}000${nbsp}FCFA`;
const settled = FACTS_REFRESH_MS + 5_000 + 5_000;

async function html(url: string): Promise<string> {
  const response = await fetch(url, { headers: { "accept-encoding": "gzip" } });
  return response.text();
}

/** Tomorrow at 23:59 in Douala, as the form's datetime-local field takes it. */
function tomorrowInDouala(): string {
  return `${new Intl.DateTimeFormat("en-CA", { timeZone: "Africa/Douala" }).format(new Date(Date.now() + 86_400_000))}T23:59`;
}

/** The e-book's page, its FAQ, its JSON-LD offer and share tags, the shop's card, the home page, its share card's tag. */
async function priceTexts(origin: string): Promise<Record<string, string>> {
  const card = await fetch(`${origin}/partage/boutique/vendre-avec-0f.jpg`);
  await card.arrayBuffer();
  return {
    page: await html(`${origin}${ebookPath}`),
    shop: await html(`${origin}/boutique`),
    home: await html(`${origin}/`),
    card: card.headers.get("etag") ?? "",
  };
}

const offerPrice = (page: string) => /"price":(\d+)/.exec(page)?.[1];

describeCluster("the agency's facts on every instance", () => {
  it("shows the phone and a promotion ending tomorrow everywhere within the refresh plus the micro-cache, and ends the promotion by itself", async () => {
    const cluster = await startTestCluster({ pageCache: true, env: { ADMIN_PASSWORD: password } });
    const origin = cluster.url;
    // Warm the micro-cache with the old values.
    const before = await priceTexts(origin);
    for (const path of ["/contact", "/mentions-legales"]) expect(await html(`${origin}${path}`)).not.toContain(newPhone);
    expect(before.page).not.toContain(promoted);

    const cookie = await signInAsStaff(origin, password);
    const post = async (path: string, form: Record<string, string>) => {
      const answer = await fetch(`${origin}${path}`, {
        method: "POST",
        headers: { cookie, origin, "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(form),
        redirect: "manual",
      });
      expect(answer.status, `${path}: ${await answer.text()}`).toBe(303);
    };
    const changedAt = Date.now();
    await post("/admin/reglages", { phone: "677 12 34 56", "ebook.la-methodologie-de-la-vente.state": "coming-soon" });
    await post("/admin/boutique", {
      "ebook.vendre-avec-0f.price": "11000",
      "ebook.vendre-avec-0f.promo": "price",
      "ebook.vendre-avec-0f.promoValue": "6500",
      "ebook.vendre-avec-0f.promoStart": "",
      "ebook.vendre-avec-0f.promoEnd": tomorrowInDouala(),
    });

    // Each instance, asked directly: within its refresh (with room for a loaded machine).
    for (const instance of cluster.instances)
      await waitUntil(
        async () =>
          (await html(`${instance.url}/contact`)).includes(newPhone) && (await html(`${instance.url}${ebookPath}`)).includes(promoted),
        {
          timeoutMs: FACTS_REFRESH_MS + 5_000,
          intervalMs: 100,
          what: `the new phone and price on ${instance.url}`,
        },
      );
    // Through nginx: the refresh and the micro-cache's 5 s, on every page that shows them.
    for (const path of ["/contact", "/mentions-legales", "/"])
      await waitUntil(async () => (await html(`${origin}${path}`)).includes(newPhone), {
        timeoutMs: settled,
        intervalMs: 100,
        what: `the new phone on ${path}`,
      });
    await waitUntil(
      async () =>
        !(await html(`${origin}/boutique/la-methodologie-de-la-vente`)).includes(
          'href="https://pay.kheops.cm/la-methodologie-de-la-vente"',
        ),
      {
        timeoutMs: settled,
        intervalMs: 100,
        what: "the e-book's « Bientôt disponible » through nginx",
      },
    );
    let during: Record<string, string> = {};
    await waitUntil(
      async () => {
        during = await priceTexts(origin);
        return (
          [during.page, during.shop, during.home].every((text) => text?.includes(promoted) && text.includes(normal)) &&
          during.card !== before.card
        );
      },
      { timeoutMs: settled, intervalMs: 200, what: "the promotion on the e-book's page, the shop and the home page through nginx" },
    );
    expect(during.page).toContain(`Le prix est de ${promoted}`); // its FAQ
    expect(offerPrice(during.page ?? "")).toBe("6500");
    expect(during.page).toContain('"priceValidUntil"');
    expect(during.page).toContain('property="product:price:amount" content="6500"');
    console.log(`facts: everywhere through nginx ${Date.now() - changedAt} ms after the change`);

    // Two days later: both instances on a clock past the promotion's end.
    for (const index of cluster.instances.keys()) {
      await cluster.kill(index);
      await cluster.restart(index, shiftedClockEnv(2 * 86_400_000));
    }
    let after: Record<string, string> = {};
    await waitUntil(
      async () => {
        after = await priceTexts(origin);
        // The share card too, which nginx may keep as long as a page.
        return (
          [after.page, after.shop, after.home].every((text) => text?.includes(normal) && !text.includes(promoted)) &&
          after.card !== during.card
        );
      },
      { timeoutMs: 5_000 + 5_000, intervalMs: 200, what: "the promotion gone through nginx" },
    );
    expect(after.page).not.toContain("Offre valable jusqu'au");
    expect(after.page).not.toContain('"priceValidUntil"');
    expect(offerPrice(after.page ?? "")).toBe("11000");
    // The phone stays: a promotion's end changes prices only.
    expect(await html(`${origin}/contact`)).toContain(newPhone);
  }, 180_000);
});
