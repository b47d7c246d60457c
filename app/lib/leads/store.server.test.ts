import { expect, it } from "vitest";
import { describeOnEachEngine } from "../../../tests/helpers/database";
import { storeLead, subscribeToNewsletter } from "./store.server";

describeOnEachEngine("lead storage", (getHandle) => {
  it("stores a contact lead and one pending delivery per channel in one go", async () => {
    const { db } = getHandle();
    const id = await storeLead(
      db,
      {
        kind: "contact",
        email: "awa@exemple.cm",
        fullName: "Awa Ndiaye",
        summary: "Nouveau message de contact - Awa Ndiaye",
        payload: { subject: "Devis", metadata: { country: "Cameroun" } },
      },
      ["email", "webhook"],
    );
    const lead = await db.selectFrom("lead").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    expect(lead).toMatchObject({ kind: "contact", email: "awa@exemple.cm", full_name: "Awa Ndiaye" });
    expect(JSON.parse(lead.payload)).toEqual({ subject: "Devis", metadata: { country: "Cameroun" } });
    const deliveries = await db.selectFrom("outbox").selectAll().where("lead_id", "=", id).orderBy("channel").execute();
    expect(deliveries.map((row) => [row.channel, row.status, Number(row.attempts)])).toEqual([
      ["email", "pending", 0],
      ["webhook", "pending", 0],
    ]);
    expect(deliveries[0]?.next_attempt_at).toBe(lead.created_at);
  });

  it("stores neither lead nor delivery when the lead cannot be written", async () => {
    const { db } = getHandle();
    const before = await db.selectFrom("lead").select(db.fn.countAll<number>().as("count")).executeTakeFirstOrThrow();
    // An undefined payload cannot go into the NOT NULL payload column.
    await expect(
      storeLead(db, { kind: "contact", email: "x@exemple.cm", summary: "x", payload: undefined as unknown as Record<string, unknown> }, [
        "email",
      ]),
    ).rejects.toThrow();
    const after = await db.selectFrom("lead").select(db.fn.countAll<number>().as("count")).executeTakeFirstOrThrow();
    expect(Number(after.count)).toBe(Number(before.count));
    const orphans = await db.selectFrom("outbox").select("id").where("lead_id", "not in", db.selectFrom("lead").select("id")).execute();
    expect(orphans).toEqual([]);
  });

  it("keeps one newsletter subscriber per address, whatever its case, waiting for its confirmation, and forwards it once", async () => {
    const { db } = getHandle();
    const signup = (email: string) =>
      subscribeToNewsletter(db, { kind: "newsletter", email, summary: "Nouvelle inscription", payload: { email }, source: "Footer" }, [
        "email",
      ]);
    const first = await signup("Moussa@Exemple.cm");
    const second = await signup("moussa@exemple.cm ");
    expect(first.outcome).toBe("waiting");
    expect(second).toEqual({ leadId: first.leadId, outcome: "still-waiting", mailed: false });
    const subscribers = await db.selectFrom("newsletter_subscriber").selectAll().where("email", "=", "moussa@exemple.cm").execute();
    expect(subscribers).toEqual([expect.objectContaining({ state: "waiting", origin: "double-opt-in", confirmed_at: null })]);
    const deliveries = await db
      .selectFrom("outbox")
      .select("id")
      .where("lead_id", "=", first.leadId ?? "")
      .execute();
    expect(deliveries).toHaveLength(1);
  });

  it("resolves twenty simultaneous sign-ups of one address to a single subscriber", async () => {
    const { db } = getHandle();
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        subscribeToNewsletter(
          db,
          { kind: "newsletter", email: "course@exemple.cm", summary: "Nouvelle inscription", payload: {}, source: "Homepage" },
          ["webhook"],
        ),
      ),
    );
    expect(results.filter((result) => result.outcome === "waiting")).toHaveLength(1);
    expect(new Set(results.map((result) => result.leadId)).size).toBe(1);
    const leads = await db.selectFrom("lead").select("id").where("email", "=", "course@exemple.cm").execute();
    expect(leads).toHaveLength(1);
  });
});
