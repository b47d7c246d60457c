import { expect, it } from "vitest";
import { describeEachEngine, hostDatabasesOn } from "../helpers/database";
import { contactFormFields, emailChannelToNowhere, leadTables } from "../helpers/leads";
import { inPool, postForm, startSite } from "../helpers/site";

// The real host (development mode) on a real database, sent many contact forms
// at once: each one is stored once, with its delivery in the outbox.

describeEachEngine("leads posted concurrently", (engine) => {
  const freshDatabase = hostDatabasesOn(engine);

  it("stores 500 contacts posted 25 at a time, every one once, each with its delivery", async () => {
    const database = await freshDatabase();
    const site = await startSite({ ...database.env, ...(await emailChannelToNowhere()) });
    const emails = Array.from({ length: 500 }, (_, index) => `visiteur.${index}@example.cm`);

    const statuses = await inPool(emails, 25, async (email) => {
      const answer = await postForm(site, "/contact", { ...contactFormFields, email });
      await answer.arrayBuffer();
      return answer.status;
    });

    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    const { leads, outbox } = await leadTables(database.connect());
    expect(leads.map((lead) => lead.email).sort()).toEqual([...emails].sort());
    expect(outbox.map((row) => row.lead_id).sort()).toEqual(leads.map((lead) => lead.id).sort());
    expect(new Set(outbox.map((row) => `${row.channel} ${row.status}`))).toEqual(new Set(["email pending"]));
  }, 180_000);
});
