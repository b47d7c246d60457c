import { Agent } from "node:http";
import { expect, it, onTestFinished } from "vitest";
import { describeEachEngine, freshSqliteForHost, hostDatabasesOn } from "../helpers/database";
import { type FuzzOutcome, formEndpoints, fuzzBodies, postFuzz } from "../helpers/form-fuzz";
import { emailChannelToNowhere, leadTables } from "../helpers/leads";
import { inPool, postRaw, startSite } from "../helpers/site";

// The real host (development mode) on a real database, posted malformed and
// oversized bodies: never a server error, never a stored lead.

describeEachEngine("malformed form bodies", (engine) => {
  const freshDatabase = hostDatabasesOn(engine);

  it("answers hundreds of malformed bodies per form without a server error and stores none of them", async () => {
    const database = await freshDatabase();
    const site = await startSite({ ...database.env, ...(await emailChannelToNowhere()) });

    const outcomes: FuzzOutcome[] = [];
    for (const [index, endpoint] of formEndpoints.entries()) {
      const bodies = fuzzBodies(endpoint, 200, 20_261_122 + index);
      outcomes.push(...(await inPool(bodies, 8, (fuzz) => postFuzz(site, endpoint.path, fuzz))));
    }

    expect(outcomes).toHaveLength(600);
    expect(outcomes.filter((outcome) => typeof outcome.status !== "number" || outcome.status >= 500)).toEqual([]);
    // Refused as invalid, or as too large: never a success, never "no such form".
    expect(outcomes.filter((outcome) => outcome.status !== 400 && outcome.status !== 413)).toEqual([]);
    expect(await leadTables(database.connect())).toEqual({ leads: [], outbox: [], subscribers: [] });
    expect((await fetch(`${site.origin}/healthz`)).status).toBe(200);
  }, 180_000);
});

// Not a storage matter, so on one engine: a browser, or a proxy keeping its
// connections to the site open, sends its next request on the same connection.
it("answers the next request after refusing a form body over 32 KB (the 413 closes its connection)", async () => {
  const site = await startSite(freshSqliteForHost().env);
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  onTestFinished(() => agent.destroy());
  const formType = "application/x-www-form-urlencoded";

  const refused = postRaw(site, "/contact", formType, Buffer.from(`email=awa&message=${"a".repeat(150_000)}`), agent);
  await expect(refused).resolves.toMatchObject({ status: 413 });
  const next = postRaw(site, "/contact", formType, Buffer.from("email=awa"), agent);
  await expect(next).resolves.toMatchObject({ status: 400 });
}, 180_000);
