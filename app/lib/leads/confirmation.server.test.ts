import type { Kysely } from "kysely";
import { beforeEach, expect, it } from "vitest";
import type { Database } from "~/lib/db/schema";
import { describeOnEachEngine } from "../../../tests/helpers/database";
import { confirmSubscription, deleteUnconfirmedSubscribers, hashConfirmationToken } from "./confirmation.server";
import { subscribeToNewsletter } from "./store.server";

const hour = 3_600_000;
const day = 24 * hour;
const start = new Date("2026-12-01T08:00:00.000Z");
const at = (ms: number) => new Date(start.getTime() + ms);
const mailing = { siteUrl: "https://kheops.cm/" };

function signup(db: Kysely<Database>, email: string, now: Date, withMail = true) {
  return subscribeToNewsletter(
    db,
    { kind: "newsletter", email, summary: "Nouvelle inscription à la newsletter", payload: { email }, source: "Footer" },
    ["email"],
    withMail ? mailing : undefined,
    now,
  );
}

const mailsTo = (db: Kysely<Database>, email: string) =>
  db.selectFrom("newsletter_mail").selectAll().where("to_address", "=", email).orderBy("created_at").orderBy("id").execute();

/** The token of the link in a mail's text. */
function tokenIn(body: string): string {
  const link = /https:\/\/kheops\.cm\/newsletter\/confirmation\?jeton=([A-Za-z0-9_-]+)/.exec(body);
  if (!link?.[1]) throw new Error(`no confirmation link in: ${body}`);
  return link[1];
}

const subscriber = (db: Kysely<Database>, email: string) =>
  db.selectFrom("newsletter_subscriber").selectAll().where("email", "=", email).executeTakeFirst();

describeOnEachEngine("newsletter confirmation (double opt-in)", (getHandle) => {
  beforeEach(async () => {
    const { db } = getHandle();
    for (const table of ["newsletter_subscriber", "newsletter_confirmation", "newsletter_mail", "outbox", "lead"] as const)
      await db.deleteFrom(table).execute();
  });

  it("keeps a sign-up waiting and mails it a link whose token is stored only as its hash; the link confirms it once", async () => {
    const { db } = getHandle();
    expect(await signup(db, "Awa@Exemple.cm", start)).toMatchObject({ outcome: "waiting", mailed: true });
    expect(await subscriber(db, "awa@exemple.cm")).toMatchObject({ state: "waiting", confirmed_at: null });

    const [mail, ...others] = await mailsTo(db, "awa@exemple.cm");
    expect(others).toEqual([]);
    expect(mail).toMatchObject({ status: "pending", subject: "Confirmez votre inscription à la newsletter de Kheops Digital" });
    const token = tokenIn(mail?.body ?? "");
    const links = await db.selectFrom("newsletter_confirmation").selectAll().execute();
    expect(links).toEqual([
      {
        token_hash: hashConfirmationToken(token),
        email: "awa@exemple.cm",
        created_at: start.toISOString(),
        expires_at: at(7 * day).toISOString(),
        used_at: null,
      },
    ]);
    expect(JSON.stringify(links)).not.toContain(token);

    expect(await confirmSubscription(db, token, at(hour))).toBe("confirmed");
    expect(await subscriber(db, "awa@exemple.cm")).toMatchObject({
      state: "confirmed",
      origin: "double-opt-in",
      confirmed_at: at(hour).toISOString(),
    });
    expect(await confirmSubscription(db, token, at(2 * hour))).toBe("used");
    expect(await subscriber(db, "awa@exemple.cm")).toMatchObject({ confirmed_at: at(hour).toISOString() });
  });

  it("refuses a link after its 7 days, and an unknown token, changing nothing", async () => {
    const { db } = getHandle();
    await signup(db, "tard@exemple.cm", start);
    const [mail] = await mailsTo(db, "tard@exemple.cm");
    const token = tokenIn(mail?.body ?? "");

    expect(await confirmSubscription(db, token, at(7 * day))).toBe("expired");
    expect(await confirmSubscription(db, `${token}x`, at(hour))).toBe("invalid");
    expect(await subscriber(db, "tard@exemple.cm")).toMatchObject({ state: "waiting", confirmed_at: null });
    // One second earlier it still worked.
    expect(await confirmSubscription(db, token, at(7 * day - 1000))).toBe("confirmed");
  });

  it("mails a waiting address again when it signs up again, at most 3 mails in 24 hours, without a second lead", async () => {
    const { db } = getHandle();
    const first = await signup(db, "encore@exemple.cm", start);
    expect(await signup(db, "encore@exemple.cm", at(hour))).toEqual({ leadId: first.leadId, outcome: "still-waiting", mailed: true });
    expect(await signup(db, "encore@exemple.cm", at(2 * hour))).toMatchObject({ outcome: "still-waiting", mailed: true });
    expect(await signup(db, "encore@exemple.cm", at(3 * hour))).toMatchObject({ outcome: "still-waiting", mailed: false });
    expect(await mailsTo(db, "encore@exemple.cm")).toHaveLength(3);
    // The first mail is 24 hours old: one more may leave.
    expect(await signup(db, "encore@exemple.cm", at(day + 1000))).toMatchObject({ mailed: true });
    expect(await mailsTo(db, "encore@exemple.cm")).toHaveLength(4);
    expect(await db.selectFrom("lead").select("id").execute()).toHaveLength(1);

    // Any of the links confirms; the others are then used.
    const mails = await mailsTo(db, "encore@exemple.cm");
    expect(await confirmSubscription(db, tokenIn(mails[1]?.body ?? ""), at(day + 2000))).toBe("confirmed");
    expect(await confirmSubscription(db, tokenIn(mails[3]?.body ?? ""), at(day + 3000))).toBe("used");
  });

  it("mails nothing to an address already confirmed that signs up again", async () => {
    const { db } = getHandle();
    await signup(db, "fidele@exemple.cm", start);
    const [mail] = await mailsTo(db, "fidele@exemple.cm");
    await confirmSubscription(db, tokenIn(mail?.body ?? ""), at(hour));

    expect(await signup(db, "fidele@exemple.cm", at(2 * hour))).toMatchObject({ outcome: "already-confirmed", mailed: false });
    expect(await mailsTo(db, "fidele@exemple.cm")).toHaveLength(1);
    expect(await subscriber(db, "fidele@exemple.cm")).toMatchObject({ state: "confirmed" });
  });

  it("stores the sign-up as waiting when no mail can leave, with no link", async () => {
    const { db } = getHandle();
    expect(await signup(db, "sans.smtp@exemple.cm", start, false)).toMatchObject({ outcome: "waiting", mailed: false });
    expect(await subscriber(db, "sans.smtp@exemple.cm")).toMatchObject({ state: "waiting" });
    expect(await mailsTo(db, "sans.smtp@exemple.cm")).toEqual([]);
    expect(await db.selectFrom("newsletter_confirmation").selectAll().execute()).toEqual([]);
  });

  it("says a link of an address taken off the list since has expired, and does not put it back", async () => {
    const { db } = getHandle();
    await signup(db, "retire@exemple.cm", start);
    const [mail] = await mailsTo(db, "retire@exemple.cm");
    await db
      .updateTable("newsletter_subscriber")
      .set({ removed_at: at(hour).toISOString() })
      .execute();

    expect(await confirmSubscription(db, tokenIn(mail?.body ?? ""), at(2 * hour))).toBe("expired");
    expect(await subscriber(db, "retire@exemple.cm")).toMatchObject({ state: "waiting", removed_at: at(hour).toISOString() });
  });

  it("deletes the addresses still waiting after 30 days, and only those", async () => {
    const { db } = getHandle();
    await signup(db, "jamais@exemple.cm", start);
    await signup(db, "recent@exemple.cm", at(2 * day));
    await signup(db, "confirme@exemple.cm", start);
    const [mail] = await mailsTo(db, "confirme@exemple.cm");
    await confirmSubscription(db, tokenIn(mail?.body ?? ""), at(hour));

    expect(await deleteUnconfirmedSubscribers(db, at(30 * day - 1000))).toBe(0);
    expect(await deleteUnconfirmedSubscribers(db, at(30 * day + 1000))).toBe(1);

    const left = await db.selectFrom("newsletter_subscriber").select("email").orderBy("email").execute();
    expect(left.map((row) => row.email)).toEqual(["confirme@exemple.cm", "recent@exemple.cm"]);
  });
});
