import type { Kysely } from "kysely";
import { beforeEach, expect, it } from "vitest";
import type { Database } from "~/lib/db/schema";
import { subscribeToNewsletter } from "~/lib/leads/store.server";
import { removeSubscriber } from "~/lib/leads/unsubscribe.server";
import { describeOnEachEngine } from "../../../tests/helpers/database";
import { listSubscribers, subscribersExport, subscribersPerPage } from "./subscribers.server";

/**
 * Signs `email` up as the newsletter forms do, then dates the subscription `createdAt` and, unless it is to stay
 * waiting, confirms it as its link would, a minute later.
 */
async function subscribe(
  db: Kysely<Database>,
  email: string,
  source: string,
  createdAt: string,
  state: "waiting" | "confirmed" = "confirmed",
) {
  const { leadId } = await subscribeToNewsletter(
    db,
    { kind: "newsletter", email, summary: "Nouvelle inscription à la newsletter", payload: { email, source }, source },
    [],
  );
  const confirmedAt = state === "confirmed" ? new Date(new Date(createdAt).getTime() + 60_000).toISOString() : null;
  await db
    .updateTable("newsletter_subscriber")
    .set({ created_at: createdAt, state, confirmed_at: confirmedAt })
    .where("email", "=", email.trim().toLowerCase())
    .execute();
  return leadId;
}

const minute = (n: number) => new Date(Date.UTC(2026, 10, 20, 9, n)).toISOString();

const csvLines = (csv: string) =>
  csv
    .replace(/^\uFEFF/, "")
    .replace(/\r\n$/, "")
    .split("\r\n");

describeOnEachEngine("desk subscribers", (getHandle) => {
  beforeEach(async () => {
    const { db } = getHandle();
    await db.deleteFrom("newsletter_subscriber").execute();
    await db.deleteFrom("outbox").execute();
    await db.deleteFrom("lead").execute();
  });

  it("subscribes again someone who was removed and signs up again", async () => {
    const { db } = getHandle();
    await subscribe(db, "retour@exemple.cm", "Footer", minute(1));
    expect(await removeSubscriber(db, "retour@exemple.cm")).toBe("removed");
    const again = await subscribeToNewsletter(
      db,
      { kind: "newsletter", email: "retour@exemple.cm", summary: "Nouvelle inscription à la newsletter", payload: {}, source: "Blog" },
      [],
    );
    // Back, but waiting again for the owner's confirmation.
    expect(again.outcome).toBe("waiting");
    const { subscribers } = await listSubscribers(db, {});
    expect(subscribers).toEqual([expect.objectContaining({ email: "retour@exemple.cm", source: "Blog", state: "waiting" })]);
  });

  it("lists every address newest first, with its state, source and lead, and counts the confirmed ones by source", async () => {
    const { db } = getHandle();
    const awa = await subscribe(db, "Awa@Exemple.cm", "Footer", minute(1));
    await subscribe(db, "binta@exemple.cm", "Blog", minute(2));
    await subscribe(db, "joel@exemple.cm", "Footer", minute(3));
    await subscribe(db, "paul@exemple.cm", "Homepage", minute(4));
    await removeSubscriber(db, "paul@exemple.cm");

    const listed = await listSubscribers(db, {});

    expect(listed).toMatchObject({ total: 4, page: 1, pages: 1, counts: { confirmed: 3, waiting: 0, bouncing: 0, unsubscribed: 1 } });
    expect(listed.subscribers.map((subscriber) => [subscriber.email, subscriber.state])).toEqual([
      ["paul@exemple.cm", "unsubscribed"],
      ["joel@exemple.cm", "confirmed"],
      ["binta@exemple.cm", "confirmed"],
      ["awa@exemple.cm", "confirmed"],
    ]);
    expect(listed.subscribers[3]).toEqual({
      email: "awa@exemple.cm",
      source: "Footer",
      createdAt: minute(1),
      leadId: awa,
      state: "confirmed",
      origin: "double-opt-in",
    });
    expect(listed.bySource).toEqual([
      { source: "Footer", count: 2 },
      { source: "Blog", count: 1 },
    ]);
  });

  it("finds an address by any part of it, whatever its case, % and _ taken as typed", async () => {
    const { db } = getHandle();
    await subscribe(db, "awa.ndiaye@exemple.cm", "Footer", minute(1));
    await subscribe(db, "awa_b@boutique.cm", "Blog", minute(2));
    await subscribe(db, "awaxb@boutique.cm", "Blog", minute(3));
    const search = async (query: string) => (await listSubscribers(db, { query })).subscribers.map((subscriber) => subscriber.email);

    expect(await search("AWA")).toEqual(["awaxb@boutique.cm", "awa_b@boutique.cm", "awa.ndiaye@exemple.cm"]);
    expect(await search(" Boutique ")).toEqual(["awaxb@boutique.cm", "awa_b@boutique.cm"]);
    expect(await search("awa_b")).toEqual(["awa_b@boutique.cm"]);
    expect(await search("%")).toEqual([]);
    const found = await listSubscribers(db, { query: "ndiaye" });
    expect(found.total).toBe(1);
    // The counts by source stay those of the whole list.
    expect(found.bySource).toEqual([
      { source: "Blog", count: 2 },
      { source: "Footer", count: 1 },
    ]);
  });

  it(`shows ${subscribersPerPage} subscribers a page`, async () => {
    const { db } = getHandle();
    for (let n = 0; n <= subscribersPerPage; n++) await subscribe(db, `lecteur${n}@exemple.cm`, "Footer", minute(n));

    const first = await listSubscribers(db, {});
    const second = await listSubscribers(db, { page: 2 });

    expect(first).toMatchObject({ total: subscribersPerPage + 1, page: 1, pages: 2 });
    expect(first.subscribers).toHaveLength(subscribersPerPage);
    expect(first.subscribers[0]?.email).toBe(`lecteur${subscribersPerPage}@exemple.cm`);
    expect(second.subscribers.map((subscriber) => subscriber.email)).toEqual(["lecteur0@exemple.cm"]);
  });

  it("removes an address once, whatever its case, and keeps its row", async () => {
    const { db } = getHandle();
    await subscribe(db, "awa@exemple.cm", "Footer", minute(1));

    expect(await removeSubscriber(db, " AWA@exemple.cm")).toBe("removed");
    const removed = await db.selectFrom("newsletter_subscriber").selectAll().executeTakeFirstOrThrow();
    expect(await removeSubscriber(db, "awa@exemple.cm")).toBe("already-removed");
    expect(await removeSubscriber(db, "inconnu@exemple.cm")).toBe("not-found");

    expect(removed.removed_at).toEqual(expect.any(String));
    // The second removal keeps the first date.
    expect(await db.selectFrom("newsletter_subscriber").selectAll().executeTakeFirstOrThrow()).toEqual(removed);
    // Still listed, as unsubscribed, and counted apart: it gets no letter and is in no export.
    expect(await listSubscribers(db, {})).toMatchObject({
      subscribers: [expect.objectContaining({ email: "awa@exemple.cm", state: "unsubscribed" })],
      total: 1,
      counts: { confirmed: 0, waiting: 0, bouncing: 0, unsubscribed: 1 },
      bySource: [],
    });
  });

  it("lists the waiting addresses with their state, counting apart from the confirmed ones, which alone count by source", async () => {
    const { db } = getHandle();
    await subscribe(db, "awa@exemple.cm", "Footer", minute(1));
    await subscribe(db, "attente@exemple.cm", "Blog", minute(2), "waiting");
    // An address on the list before confirmations were mailed (migration 016 marks it so).
    await subscribe(db, "ancien@exemple.cm", "Homepage", minute(3));
    await db
      .updateTable("newsletter_subscriber")
      .set({ origin: "before-double-opt-in" })
      .where("email", "=", "ancien@exemple.cm")
      .execute();

    const listed = await listSubscribers(db, {});

    expect(listed).toMatchObject({ total: 3, counts: { confirmed: 2, waiting: 1, bouncing: 0, unsubscribed: 0 } });

    await db
      .updateTable("newsletter_subscriber")
      .set({ bounced_at: minute(4) })
      .where("email", "=", "awa@exemple.cm")
      .execute();
    const withBounce = await listSubscribers(db, {});
    expect(withBounce.counts).toEqual({ confirmed: 1, waiting: 1, bouncing: 1, unsubscribed: 0 });
    expect(withBounce.bySource).toEqual([{ source: "Homepage", count: 1 }]);
    expect(withBounce.subscribers.find((row) => row.email === "awa@exemple.cm")?.state).toBe("bouncing");
    await db.updateTable("newsletter_subscriber").set({ bounced_at: null }).where("email", "=", "awa@exemple.cm").execute();

    expect(listed.subscribers.map(({ email, state, origin }) => [email, state, origin])).toEqual([
      ["ancien@exemple.cm", "confirmed", "before-double-opt-in"],
      ["attente@exemple.cm", "waiting", "double-opt-in"],
      ["awa@exemple.cm", "confirmed", "double-opt-in"],
    ]);
    expect(listed.bySource).toEqual([
      { source: "Footer", count: 1 },
      { source: "Homepage", count: 1 },
    ]);
  });

  it("exports the confirmed subscribers for a mailing tool, oldest first, with their consent, a formula shown as text", async () => {
    const { db } = getHandle();
    await subscribe(db, "awa@exemple.cm", "Footer", minute(1));
    await subscribe(db, "=1+1@exemple.cm", "Homepage", minute(2));
    await subscribe(db, "parti@exemple.cm", "Footer", minute(3));
    await subscribe(db, "binta@exemple.cm", "Blog", minute(4));
    await subscribe(db, "attente@exemple.cm", "Blog", minute(5), "waiting");
    await db.updateTable("newsletter_subscriber").set({ origin: "before-double-opt-in" }).where("email", "=", "binta@exemple.cm").execute();
    await removeSubscriber(db, "parti@exemple.cm");
    // Refused for good by its mail server: no export, as no letter.
    await subscribe(db, "refusee@exemple.cm", "Footer", minute(6));
    await db
      .updateTable("newsletter_subscriber")
      .set({ bounced_at: minute(7) })
      .where("email", "=", "refusee@exemple.cm")
      .execute();

    const { csv, count } = await subscribersExport(db);

    expect(csv.startsWith("\uFEFF")).toBe(true);
    expect(count).toBe(3);
    expect(csvLines(csv)).toEqual([
      `"E-mail";"Origine";"Date d'inscription";"État";"Consentement";"Date de confirmation"`,
      `"awa@exemple.cm";"Pied de page";"20/11/2026 10:01";"confirmé";"confirmé par le lien envoyé par e-mail";"20/11/2026 10:02"`,
      `"'=1+1@exemple.cm";"Page d'accueil";"20/11/2026 10:02";"confirmé";"confirmé par le lien envoyé par e-mail";"20/11/2026 10:03"`,
      `"binta@exemple.cm";"Kheopscope";"20/11/2026 10:04";"confirmé";"inscrit avant les e-mails de confirmation";"20/11/2026 10:05"`,
    ]);
  });
});
