import { expect, it } from "vitest";
import { parseConfig } from "~/lib/config.server";
import { FACTS_REFRESH_MS, factsFromEnvironment, saveFacts, valuesOf } from "~/lib/facts/agency-facts.server";
import { checkFactsForm } from "~/lib/facts/fact-checks.server";
import { waitUntil } from "../../scripts/lib/wait";
import { clusterDatabase, describeCluster, startTestCluster } from "../helpers/site";

// The agency's facts (decision 024) on two instances behind nginx with its micro-cache: a fact changed in the
// database by someone else (another instance, the way the worst case goes) shows on each instance within
// FACTS_REFRESH_MS, and through nginx within that plus the micro-cache's 5 s; no instance is asked to reload.

const newPhone = "+237 6 77 12 34 56";

async function html(url: string): Promise<string> {
  const response = await fetch(url, { headers: { "accept-encoding": "gzip" } });
  return response.text();
}

describeCluster("the agency's facts on every instance", () => {
  it("shows a changed phone number and e-book state everywhere within the refresh plus the micro-cache", async () => {
    const cluster = await startTestCluster({ pageCache: true });
    // Warm the micro-cache with the old values.
    for (const path of ["/contact", "/mentions-legales", "/boutique/la-methodologie-de-la-vente"]) await html(`${cluster.url}${path}`);
    expect(await html(`${cluster.url}/contact`)).not.toContain(newPhone);
    const checkout = 'href="https://pay.kheops.cm/la-methodologie-de-la-vente"';
    expect(await html(`${cluster.url}/boutique/la-methodologie-de-la-vente`)).toContain(checkout);

    const config = parseConfig({ SITE_URL: "http://localhost:3000", ...cluster.env });
    const submitted = {
      ...valuesOf(factsFromEnvironment(config)),
      phone: newPhone,
      "ebook.la-methodologie-de-la-vente.state": "coming-soon",
    };
    const checked = checkFactsForm(submitted);
    if ("errors" in checked) throw new Error(JSON.stringify(checked.errors));
    const changedAt = Date.now();
    await saveFacts(clusterDatabase(cluster), config, checked.values, "Awa");

    // Each instance, asked directly: within its refresh (with room for a loaded machine).
    for (const instance of cluster.instances)
      await waitUntil(async () => (await html(`${instance.url}/contact`)).includes(newPhone), {
        timeoutMs: FACTS_REFRESH_MS + 5_000,
        intervalMs: 100,
        what: `the new phone on ${instance.url}`,
      });
    // Through nginx: the refresh and the micro-cache's 5 s, on every page that shows it.
    for (const path of ["/contact", "/mentions-legales", "/"])
      await waitUntil(async () => (await html(`${cluster.url}${path}`)).includes(newPhone), {
        timeoutMs: FACTS_REFRESH_MS + 5_000 + 5_000,
        intervalMs: 100,
        what: `the new phone on ${path} through nginx`,
      });
    // « Bientôt disponible »: its buy button leads nowhere.
    await waitUntil(async () => !(await html(`${cluster.url}/boutique/la-methodologie-de-la-vente`)).includes(checkout), {
      timeoutMs: FACTS_REFRESH_MS + 5_000 + 5_000,
      intervalMs: 100,
      what: "the e-book's « Bientôt disponible » through nginx",
    });
    console.log(`facts: everywhere through nginx ${Date.now() - changedAt} ms after the change`);
  }, 120_000);
});
