import { beforeEach, expect, it } from "vitest";
import { deskText } from "~/content/admin/desk";
import { lettersText } from "~/content/admin/letters";
import type { SiteServices } from "~/lib/boundary/context.server";
import { findLetter } from "~/lib/newsletter/letters.server";
import { seedConfirmedSubscribers, seedLetter } from "../../../scripts/lib/letter-seed";
import { insertArticle } from "../../../tests/helpers/articles";
import { describeOnEachEngine } from "../../../tests/helpers/database";
import { adminAndWriter, testServices, withScope } from "../../../tests/helpers/site-services";
import { startSmtpServer } from "../../../tests/helpers/smtp-server";
import { listActivity } from "../accounts/activity.server";
import { answerLetterPost, answerNewLetterPost, letterPreviewAnswer, loadLetterList, loadLetterPage } from "./letter-pages.server";

const notices = lettersText.notices;
type Fields = Record<string, string | string[]>;

function post(path: string, fields: Fields, cookie: string) {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) for (const one of Array.isArray(value) ? value : [value]) body.append(name, one);
  return new Request(`http://localhost:3000${path}`, {
    method: "POST",
    headers: { origin: "http://localhost:3000", "content-type": "application/x-www-form-urlencoded", cookie },
    body,
  });
}

describeOnEachEngine("letters written, tested, scheduled and sent from the admin", (getHandle) => {
  // An administrator and a writer, signed in once per engine.
  const signedIn = adminAndWriter(() => getHandle().db);
  const services = (env: Record<string, string> = {}) => testServices(getHandle().db, { env, engine: getHandle().engine });

  beforeEach(async () => {
    const { db } = getHandle();
    for (const table of ["newsletter_delivery", "newsletter_letter", "newsletter_subscriber", "lead", "staff_activity", "article"] as const)
      await db.deleteFrom(table).execute();
  });

  /** Posts the letter's form as `who`: the answer's status and address, the notice it set, or the refused draft. */
  async function postAs(who: "awa" | "paul", site: SiteServices, letterId: string | undefined, fields: Fields) {
    const { cookie, session } = (await signedIn())[who];
    const path = letterId ? `/admin/lettres/${letterId}` : "/admin/lettres/nouvelle";
    return withScope(site, post(path, fields, cookie), async (scope) => {
      const result = letterId ? await answerLetterPost(scope, session, letterId) : await answerNewLetterPost(scope, session);
      return {
        status: result.answer?.status,
        location: result.answer?.headers.get("location") ?? undefined,
        notice: (await scope.cookies.get("notice"))?.notice,
        refusedDraft: result.refusedDraft,
      };
    });
  }

  const activity = async () =>
    (await listActivity(getHandle().db)).map(({ accountName, action, subject }) => ({ accountName, action, subject })).reverse();

  const draft = (fields: Fields = {}): Fields => ({
    intent: "save",
    subject: "La lettre de décembre",
    preheader: "Trois idées pour vendre plus",
    intro: "<p>Bonjour à toutes et à tous.</p>",
    ...fields,
  });

  it("lets a writer write and save a draft, its introduction cleaned as an article's; the log says who wrote it, once per change", async () => {
    const { db } = getHandle();
    const site = services();
    const first = await insertArticle(db, { id: "article-1", title: "Vendre sur WhatsApp" });
    await insertArticle(db, { id: "article-2", title: "Instagram ou TikTok" });
    expect(first).toBeTruthy();

    const made = await postAs(
      "paul",
      site,
      undefined,
      draft({ intro: '<p onclick="x()">Bonjour</p><script>alert(1)</script>', articles: ["article-2", "article-1"] }),
    );
    expect(made.status).toBe(303);
    const id = /^\/admin\/lettres\/([^/?]+)$/.exec(made.location ?? "")?.[1] ?? "";
    expect(made.notice).toEqual({ tone: "done", text: notices.created });
    const letter = await findLetter(db, id);
    expect(letter).toMatchObject({
      subject: "La lettre de décembre",
      status: "draft",
      articleIds: ["article-2", "article-1"],
      createdBy: "Paul",
    });
    expect(letter?.introHtml).toContain("Bonjour");
    expect(letter?.introHtml).not.toMatch(/script|onclick/);

    // The same fields again: nothing to save, nothing logged.
    await postAs("paul", site, id, draft({ intro: letter?.introHtml ?? "", articles: ["article-2", "article-1"] }));
    const changed = await postAs("paul", site, id, draft({ subject: "La lettre de Noël", articles: ["article-1"] }));
    expect(changed).toMatchObject({ status: 303, location: `/admin/lettres/${id}`, notice: { tone: "done", text: notices.saved } });
    expect(await findLetter(db, id)).toMatchObject({ subject: "La lettre de Noël", articleIds: ["article-1"], updatedBy: "Paul" });
    expect(await activity()).toEqual([
      { accountName: "Paul", action: "letter-saved", subject: "«\u00a0La lettre de décembre\u00a0»" },
      { accountName: "Paul", action: "letter-saved", subject: "«\u00a0La lettre de Noël\u00a0»" },
    ]);
  });

  it("shows a refused draft again as typed, with every problem, and stores nothing", async () => {
    const { db } = getHandle();
    const seven = Array.from({ length: 7 }, (_, index) => `article-${index}`);
    const answer = await postAs("awa", services(), undefined, draft({ subject: "  ", preheader: "p".repeat(201), articles: seven }));
    expect(answer.status).toBeUndefined();
    expect(answer.refusedDraft?.problems.sort()).toEqual(["preheader-too-long", "subject-missing", "too-many-articles"]);
    expect(answer.refusedDraft?.values).toMatchObject({
      subject: "  ",
      articleIds: seven,
      introHtml: "<p>Bonjour à toutes et à tous.</p>",
    });
    expect(await db.selectFrom("newsletter_letter").selectAll().execute()).toEqual([]);
    expect(await activity()).toEqual([]);
    // Every problem has its words.
    for (const problem of answer.refusedDraft?.problems ?? []) expect(lettersText.problems[problem]).toBeTruthy();
  });

  it("refuses a writer's test, schedule, send and cancel in French, before saving anything", async () => {
    const { db } = getHandle();
    await seedConfirmedSubscribers(db, 2);
    const id = await seedLetter(db);
    const scheduled = await seedLetter(db, { subject: "Programmée", status: "scheduled", scheduledAt: "2099-01-01T08:00:00.000Z" });
    const before = await findLetter(db, id);
    const site = services();
    for (const [intent, letterId] of [
      ["test", id],
      ["schedule", id],
      ["askToSend", id],
      ["send", id],
      ["unschedule", scheduled],
    ] as const) {
      const answer = await postAs(
        "paul",
        site,
        letterId,
        draft({ intent, subject: "Changée par un rédacteur", at: "2099-01-01T09:30", recipients: "2" }),
      );
      expect(answer.notice, intent).toEqual({ tone: "refused", text: notices.adminsOnly });
    }
    expect(await findLetter(db, id)).toEqual(before);
    expect(await findLetter(db, scheduled)).toMatchObject({ status: "scheduled" });
    expect(await db.selectFrom("newsletter_delivery").selectAll().execute()).toEqual([]);
    expect(await activity()).toEqual([]);
    // And the page itself never asks a writer to confirm a send.
    const page = await loadLetterPage(site, (await signedIn()).paul.session, id, new URLSearchParams("envoi=confirmer"));
    expect(page.confirmingSend).toBe(false);
    expect(page.mayManage).toBe(false);
  });

  it("sends an administrator a test of the letter as typed, to their own address, and logs it", async () => {
    const { db } = getHandle();
    const smtp = await startSmtpServer();
    const site = services({ SMTP_URL: smtp.url, AGENCY_EMAIL: "agence@exemple.cm" });
    const id = await seedLetter(db);
    const answer = await postAs("awa", site, id, draft({ intent: "test", subject: "Essai de la lettre" }));
    expect(answer).toMatchObject({
      status: 303,
      location: `/admin/lettres/${id}`,
      notice: { tone: "done", text: notices.tested("awa@kheops.cm") },
    });
    expect(smtp.mails.map((mail) => [mail.envelopeTo, mail.headers.get("subject")])).toEqual([
      [["awa@kheops.cm"], "[Test] Essai de la lettre"],
    ]);
    expect(smtp.mails[0]?.text).toContain("Bonjour à toutes et à tous.");
    // A test queues nothing.
    expect(await db.selectFrom("newsletter_delivery").selectAll().execute()).toEqual([]);
    expect(await activity()).toEqual([
      { accountName: "Awa", action: "letter-saved", subject: "«\u00a0Essai de la lettre\u00a0»" },
      { accountName: "Awa", action: "letter-tested", subject: "«\u00a0Essai de la lettre\u00a0» → awa@kheops.cm" },
    ]);

    // Without SMTP_URL: said, not logged.
    const without = await postAs("awa", services(), id, { intent: "test" });
    expect(without.notice).toEqual({ tone: "refused", text: notices.smtpMissing });
    expect(await activity()).toHaveLength(2);
  });

  it("schedules at the input's time read in Douala, refuses the past and nonsense, and cancels back to a draft", async () => {
    const { db } = getHandle();
    const site = services();
    const id = await seedLetter(db);
    expect((await postAs("awa", site, id, { intent: "schedule", at: "" })).notice).toEqual({
      tone: "refused",
      text: notices.scheduleMissing,
    });
    expect((await postAs("awa", site, id, { intent: "schedule", at: "2099-02-30T10:00" })).notice).toEqual({
      tone: "refused",
      text: notices.scheduleInvalid,
    });
    expect((await postAs("awa", site, id, { intent: "schedule", at: "2020-01-01T10:00" })).notice).toEqual({
      tone: "refused",
      text: notices.scheduleInPast,
    });
    const scheduled = await postAs("awa", site, id, { intent: "schedule", at: "2099-01-01T09:30" });
    expect(scheduled.notice).toMatchObject({ tone: "done" });
    expect(scheduled.notice?.text).toContain("1 janvier 2099 à 09:30");
    expect(await findLetter(db, id)).toMatchObject({ status: "scheduled", scheduledAt: "2099-01-01T08:30:00.000Z" });

    // Scheduled, it no longer changes: saving is refused, and the fields stay.
    expect((await postAs("awa", site, id, draft())).notice).toEqual({ tone: "refused", text: notices.notDraft });
    expect(await findLetter(db, id)).toMatchObject({ subject: "La lettre de décembre", status: "scheduled" });

    expect((await postAs("awa", site, id, { intent: "unschedule" })).notice).toEqual({ tone: "done", text: notices.unscheduled });
    expect(await findLetter(db, id)).toMatchObject({ status: "draft", scheduledAt: null });
    expect((await postAs("awa", site, id, { intent: "unschedule" })).notice).toEqual({ tone: "refused", text: notices.notScheduled });
    expect((await activity()).map((line) => line.action)).toEqual(["letter-scheduled", "letter-unscheduled"]);
    expect((await activity())[0]?.subject).toBe("«\u00a0La lettre de décembre\u00a0» → 1 janvier 2099 à 09:30");
  });

  it("asks to confirm « Envoyer » with today's count, then queues one delivery per confirmed subscriber; sent, the letter is read-only", async () => {
    const { db } = getHandle();
    const site = services();
    await insertArticle(db, { id: "article-1", title: "Vendre sur WhatsApp" });
    await seedConfirmedSubscribers(db, 3);
    const id = await seedLetter(db);
    const { awa } = await signedIn();

    const asked = await postAs("awa", site, id, draft({ intent: "askToSend", articles: ["article-1"] }));
    expect(asked).toMatchObject({ status: 303, location: `/admin/lettres/${id}?envoi=confirmer` });
    const question = await loadLetterPage(site, awa.session, id, new URLSearchParams("envoi=confirmer"));
    expect(question).toMatchObject({ confirmingSend: true, recipients: 3, letter: { articleIds: ["article-1"] } });

    const sent = await postAs("awa", site, id, { intent: "send", recipients: "3" });
    expect(sent).toMatchObject({
      status: 303,
      location: `/admin/lettres/${id}`,
      notice: { tone: "done", text: notices.sent({ value: 3, text: "3", plural: true }) },
    });
    expect(await db.selectFrom("newsletter_delivery").select("email").where("letter_id", "=", id).execute()).toHaveLength(3);
    const page = await loadLetterPage(site, awa.session, id, new URLSearchParams("envoi=confirmer"));
    expect(page).toMatchObject({ confirmingSend: false, letter: { status: "sent", sentBy: "Awa", recipients: 3 } });
    expect(page.archiveAddress).toMatch(/^\/newsletter\/archives\/la-lettre-de-decembre/);
    expect(page.results).toEqual({ queued: 3, sent: 0, failed: 0, bouncing: 0, unsubscribes: 0 });

    expect((await postAs("awa", site, id, draft())).notice).toEqual({ tone: "refused", text: notices.notDraft });
    expect((await postAs("awa", site, id, { intent: "send", recipients: "3" })).notice).toEqual({
      tone: "refused",
      text: notices.alreadySent,
    });
    expect((await postAs("awa", site, id, { intent: "askToSend" })).notice).toEqual({ tone: "refused", text: notices.notDraft });
    expect(await db.selectFrom("newsletter_delivery").select("email").where("letter_id", "=", id).execute()).toHaveLength(3);
    expect((await activity()).map(({ action, subject }) => [action, subject])).toEqual([
      ["letter-saved", "«\u00a0La lettre de décembre\u00a0»"],
      ["letter-sent", "«\u00a0La lettre de décembre\u00a0» → 3\u00a0abonnés"],
    ]);

    const { letters } = await loadLetterList(site);
    expect(letters.map((letter) => [letter.id, letter.status, letter.results.queued])).toEqual([[id, "sent", 3]]);
  });

  it("sends nothing while no subscriber is confirmed, and says so", async () => {
    const { db } = getHandle();
    const id = await seedLetter(db);
    expect((await postAs("awa", services(), id, { intent: "send", recipients: "0" })).notice).toEqual({
      tone: "refused",
      text: notices.noRecipients,
    });
    expect(await findLetter(db, id)).toMatchObject({ status: "draft" });
  });

  it("changes nothing for an intent the page does not take, nor for a letter that is not there", async () => {
    const { db } = getHandle();
    const id = await seedLetter(db);
    const before = await findLetter(db, id);
    expect((await postAs("awa", services(), id, { intent: "publish" })).notice).toEqual({ tone: "refused", text: deskText.unknownAction });
    expect(await postAs("awa", services(), "pas-une-lettre", draft())).toMatchObject({
      location: "/admin/lettres",
      notice: { tone: "refused", text: notices.notFound },
    });
    expect(await findLetter(db, id)).toEqual(before);
  });

  it("previews the mail as a document of its own: inline styles and the site's pictures only, framed by the site alone, no live unsubscribe link", async () => {
    const { db } = getHandle();
    const site = services();
    await insertArticle(db, { id: "article-1", slug: "vendre-sur-whatsapp", title: "Vendre sur WhatsApp" });
    const id = await seedLetter(db);
    await db
      .updateTable("newsletter_letter")
      .set({ article_ids: JSON.stringify(["article-1"]) })
      .where("id", "=", id)
      .execute();
    const answer = await letterPreviewAnswer(site, id);
    expect(answer.status).toBe(200);
    const policy = answer.headers.get("content-security-policy") ?? "";
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain("style-src 'unsafe-inline'");
    expect(policy).toContain("img-src 'self' http://localhost:3000");
    expect(policy).toContain("frame-ancestors 'self'");
    expect(policy).not.toContain("script-src");
    expect(answer.headers.get("x-frame-options")).toBe("SAMEORIGIN");
    const html = await answer.text();
    expect(html).toContain("Bonjour, voici les nouvelles du mois.");
    expect(html).toContain("Vendre sur WhatsApp");
    expect(html).toContain("http://localhost:3000/partage/kheopscope/vendre-sur-whatsapp.jpg");
    expect(html).toContain('<base target="_blank">');
    expect(html).not.toMatch(/__KH_|desinscription\?/);
    expect((await letterPreviewAnswer(site, "pas-une-lettre")).status).toBe(404);
  });
});
