import { deskText } from "~/content/admin/desk";
import { lettersText } from "~/content/admin/letters";
import type { RequestScope } from "~/lib/boundary/boundary.server";
import type { SiteServices } from "~/lib/boundary/context.server";
import { type AdminNotice, adminNotice } from "~/lib/boundary/notice";
import { formOf } from "~/lib/boundary/request-body.server";
import { formatLongDateTime } from "~/lib/format/date";
import { doualaInputValue, instantOfDoualaInput } from "~/lib/format/douala-input";
import { counted } from "~/lib/format/plural";
import { sendTestLetter } from "~/lib/newsletter/letter-delivery.server";
import { personaliseLetterMail } from "~/lib/newsletter/letter-mail.server";
import {
  archivePath,
  cancelSchedule,
  checkLetterDraft,
  countRecipients,
  createLetter,
  findLetter,
  type Letter,
  type LetterDraft,
  type LetterDraftProblem,
  letterArticleChoices,
  listLetters,
  renderDraftMail,
  scheduleLetter,
  sendLetter,
  updateLetter,
} from "~/lib/newsletter/letters.server";
import { recordActivityAfter } from "../accounts/activity.server";
import type { StaffSession } from "../accounts/staff-session.server";
import { adminAddresses, letterAddress, letterSendAddress } from "../shell/addresses";

/**
 * « Lettres »: what its pages read (app/pages/admin/lettres/) and the writes their plain forms post to them. As the
 * desk's (app/admin/desk/actions.server.ts), each write ends in a 303 back to a page, with what it did said there
 * once; a draft the checks refuse is shown again instead, as typed, with a message for each problem. Any staff
 * member writes and saves drafts; sending a test, scheduling, sending and cancelling a schedule are an
 * administrator's, checked here whatever the form showed.
 */

const text = lettersText;
const done = (message: string, detail?: string) => adminNotice("done", message, detail);
const refused = (message: string, detail?: string) => adminNotice("refused", message, detail);

/** The fields of the letter's form, as typed (shown again when the draft is refused). */
export interface LetterFormValues {
  subject: string;
  preheader: string;
  introHtml: string;
  articleIds: string[];
}

/** A draft the checks refused: the page shows the form again with it, and says why (400). */
export interface RefusedDraft {
  values: LetterFormValues;
  problems: LetterDraftProblem[];
}

/** What a post to a letter's page comes to: the answer (a 303), or the form to show again. */
export type LetterPostResult = { answer: Response; refusedDraft?: undefined } | { refusedDraft: RefusedDraft; answer?: undefined };

/** The actions only an administrator may take. */
const adminIntents = new Set(["test", "schedule", "askToSend", "send", "unschedule"]);
/** The actions that save what the form holds first, so that they act on what the person sees. */
const savingIntents = new Set(["save", "test", "schedule", "askToSend"]);

/** /admin/lettres: every letter with its results, and how many a letter sent now would reach. */
export async function loadLetterList({ db }: SiteServices) {
  const [letters, recipients] = await Promise.all([listLetters(db), countRecipients(db)]);
  return { letters, recipients };
}

/**
 * A letter's page (/admin/lettres/[id]) or the new letter's (`id` undefined): the letter (undefined when there is no
 * such letter), its results once sent, the articles it may point to, how many confirmed subscribers a send now would
 * reach, and whether the page asks to confirm « Envoyer » (`?envoi=confirmer`, an administrator's, on a draft).
 */
export async function loadLetterPage({ db }: SiteServices, staff: StaffSession, id: string | undefined, params: URLSearchParams) {
  const letter = id === undefined ? undefined : await findLetter(db, id);
  const [choices, recipients, results] = await Promise.all([
    letterArticleChoices(db),
    countRecipients(db),
    letter?.status === "sent" ? listLetters(db).then((all) => all.find((one) => one.id === letter.id)?.results) : undefined,
  ]);
  const mayManage = staff.role === "admin";
  return {
    found: id === undefined || letter !== undefined,
    letter,
    results,
    choices,
    recipients,
    mayManage,
    staffEmail: staff.email,
    archiveAddress: letter?.slug ? `${archivePath}/${encodeURIComponent(letter.slug)}` : undefined,
    confirmingSend: mayManage && letter?.status === "draft" && params.get("envoi") === "confirmer",
    /** The schedule's earliest choice, in Douala: now. */
    scheduleFrom: doualaInputValue(new Date()),
  };
}

export type LetterPage = Awaited<ReturnType<typeof loadLetterPage>>;

/** The draft's fields of the posted form. */
function valuesOf(form: FormData): LetterFormValues {
  const field = (name: string) => String(form.get(name) ?? "");
  return {
    subject: field("subject"),
    preheader: field("preheader"),
    introHtml: field("intro"),
    articleIds: form.getAll("articles").map(String),
  };
}

const sameDraft = (letter: Letter, draft: LetterDraft) =>
  letter.subject === draft.subject &&
  letter.preheader === draft.preheader &&
  letter.introHtml === draft.introHtml &&
  JSON.stringify(letter.articleIds) === JSON.stringify(draft.articleIds);

/** A 303 to `to`, the notice set to be shown there to this staff member (as answerDeskPost does). */
function backTo(scope: RequestScope, staff: StaffSession, to: string, notice?: AdminNotice): LetterPostResult {
  if (notice) scope.cookies.set("notice", { notice, accountId: staff.accountId, madeAt: Date.now() });
  return { answer: new Response(null, { status: 303, headers: { location: to } }) };
}

/**
 * A post to /admin/lettres/nouvelle: « Enregistrer » makes the letter, a draft, and opens its page. Any staff member
 * may; the activity log says who wrote it.
 */
export async function answerNewLetterPost(scope: RequestScope, staff: StaffSession): Promise<LetterPostResult> {
  const { site } = scope;
  const form = await formOf(scope.body);
  if (String(form.get("intent") ?? "") !== "save") return backTo(scope, staff, adminAddresses.newLetter, refused(deskText.unknownAction));
  const values = valuesOf(form);
  const checked = checkLetterDraft(values);
  if ("problems" in checked) return { refusedDraft: { values, problems: checked.problems } };
  const id = await createLetter(site.db, checked.draft, staff.staffName);
  site.logger.info({ letterId: id, by: staff.staffName }, "letters: letter written");
  await recordActivityAfter(site, staff, "letter-saved", text.activity.letter(checked.draft.subject));
  return backTo(scope, staff, letterAddress(id), done(text.notices.created));
}

/**
 * A post to a letter's page (/admin/lettres/[id]), by the `intent` of the button pressed: « Enregistrer » (save),
 * « Envoyer un test » (test), « Programmer » (schedule), « Envoyer » (askToSend: the question, then send),
 * « Annuler l'envoi programmé » (unschedule). The first four save the form's fields first when they changed.
 */
export async function answerLetterPost(scope: RequestScope, staff: StaffSession, id: string): Promise<LetterPostResult> {
  const { site } = scope;
  const form = await formOf(scope.body);
  const intent = String(form.get("intent") ?? "");
  const page = letterAddress(id);
  if (!adminIntents.has(intent) && intent !== "save") return backTo(scope, staff, page, refused(deskText.unknownAction));
  // Checked before anything is read or written: a writer's post (a form of an old tab, a forged one) changes nothing.
  if (adminIntents.has(intent) && staff.role !== "admin") return backTo(scope, staff, page, refused(text.notices.adminsOnly));
  let letter = await findLetter(site.db, id);
  if (!letter) return backTo(scope, staff, adminAddresses.letters, refused(text.notices.notFound));

  if (savingIntents.has(intent) && (form.has("subject") || intent === "save")) {
    if (letter.status !== "draft") return backTo(scope, staff, page, refused(text.notices.notDraft));
    const values = valuesOf(form);
    const checked = checkLetterDraft(values);
    if ("problems" in checked) return { refusedDraft: { values, problems: checked.problems } };
    if (!sameDraft(letter, checked.draft)) {
      const saved = await updateLetter(site.db, id, checked.draft, staff.staffName);
      if (saved === "not-found") return backTo(scope, staff, adminAddresses.letters, refused(text.notices.notFound));
      if (saved === "not-draft") return backTo(scope, staff, page, refused(text.notices.notDraft));
      site.logger.info({ letterId: id, by: staff.staffName }, "letters: letter saved");
      await recordActivityAfter(site, staff, "letter-saved", text.activity.letter(checked.draft.subject));
      letter = (await findLetter(site.db, id)) ?? letter;
    }
    if (intent === "save") return backTo(scope, staff, page, done(text.notices.saved));
  }

  switch (intent) {
    case "test":
      return backTo(scope, staff, page, await testLetter(site, staff, letter));
    case "schedule":
      return backTo(scope, staff, page, await schedule(site, staff, letter, String(form.get("at") ?? "")));
    case "askToSend":
      if (letter.status !== "draft") return backTo(scope, staff, page, refused(text.notices.notDraft));
      return backTo(scope, staff, letterSendAddress(id));
    case "send":
      return backTo(scope, staff, page, await send(site, staff, letter));
    default:
      return backTo(scope, staff, page, await unschedule(site, staff, letter));
  }
}

/** « Envoyer un test »: the letter as it is now, to the signed-in person's own address. */
async function testLetter(site: SiteServices, staff: StaffSession, letter: Letter): Promise<AdminNotice> {
  const sent = await sendTestLetter(site, letter, staff.email);
  if (!sent.ok) {
    site.logger.warn({ letterId: letter.id, error: sent.error }, "letters: test letter not sent");
    return sent.error === "SMTP_URL" ? refused(text.notices.smtpMissing) : refused(text.notices.testFailed, sent.error);
  }
  site.logger.info({ letterId: letter.id, by: staff.staffName }, "letters: test letter sent");
  await recordActivityAfter(site, staff, "letter-tested", text.activity.tested(letter.subject, staff.email));
  return done(text.notices.tested(staff.email));
}

/** « Programmer »: the input's date and time, read in Douala, must be to come. */
async function schedule(site: SiteServices, staff: StaffSession, letter: Letter, at: string): Promise<AdminNotice> {
  if (at.trim() === "") return refused(text.notices.scheduleMissing);
  const when = instantOfDoualaInput(at);
  if (!when) return refused(text.notices.scheduleInvalid);
  const result = await scheduleLetter(site.db, letter.id, when, staff.staffName);
  if (result === "in-the-past") return refused(text.notices.scheduleInPast);
  if (result === "not-found") return refused(text.notices.notFound);
  if (result === "not-draft") return refused(text.notices.notDraft);
  site.logger.info({ letterId: letter.id, at: when.toISOString(), by: staff.staffName }, "letters: letter scheduled");
  const shown = formatLongDateTime(when);
  await recordActivityAfter(site, staff, "letter-scheduled", text.activity.scheduled(letter.subject, shown));
  return done(text.notices.scheduled(shown));
}

/** The confirmed « Envoyer »: queued at once for every confirmed subscriber, in one transaction. */
async function send(site: SiteServices, staff: StaffSession, letter: Letter): Promise<AdminNotice> {
  const result = await sendLetter(site.db, letter.id, staff.staffName, site.config.SITE_URL);
  if (result.outcome !== "sent") {
    const why = {
      "not-found": text.notices.notFound,
      "already-sent": text.notices.alreadySent,
      "no-recipients": text.notices.noRecipients,
    };
    return refused(why[result.outcome]);
  }
  site.logger.info({ letterId: letter.id, recipients: result.recipients, by: staff.staffName }, "letters: letter sent");
  await recordActivityAfter(site, staff, "letter-sent", text.activity.sent(letter.subject, counted(result.recipients)));
  return done(text.notices.sent(counted(result.recipients)));
}

/** « Annuler l'envoi programmé »: the letter is a draft again. */
async function unschedule(site: SiteServices, staff: StaffSession, letter: Letter): Promise<AdminNotice> {
  if ((await cancelSchedule(site.db, letter.id, staff.staffName)) !== "cancelled") return refused(text.notices.notScheduled);
  site.logger.info({ letterId: letter.id, by: staff.staffName }, "letters: schedule cancelled");
  await recordActivityAfter(site, staff, "letter-unscheduled", text.activity.letter(letter.subject));
  return done(text.notices.unscheduled);
}

/**
 * The preview's answer (/admin/lettres/[id]/apercu): the letter's mail as it would leave now, as a document of its
 * own for the page's frames. Its policy lets it hold inline styles and the site's pictures and nothing else: no
 * script, no form, no other origin; only pages of this site may frame it. Its links open outside the frame.
 */
export async function letterPreviewAnswer({ db, config }: SiteServices, id: string): Promise<Response> {
  const letter = await findLetter(db, id);
  if (!letter) return new Response(text.preview.notFound, { status: 404, headers: { "content-type": "text/plain; charset=utf-8" } });
  const mail = await renderDraftMail(db, letter, config.SITE_URL);
  // No working unsubscribe link in the preview: it would take someone off the list.
  const { html } = personaliseLetterMail(mail, "#");
  const document = html.replace(/<head>/i, '<head><base target="_blank">');
  const site = new URL(config.SITE_URL).origin;
  const policy = [
    "default-src 'none'",
    "style-src 'unsafe-inline'",
    `img-src 'self' ${site}`,
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'self'",
  ].join("; ");
  return new Response(document, {
    headers: {
      "content-type": "text/html; charset=utf-8",
      "content-security-policy": policy,
      "x-frame-options": "SAMEORIGIN",
      "cache-control": "private, no-store",
    },
  });
}
