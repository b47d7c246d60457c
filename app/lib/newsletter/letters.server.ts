/**
 * The newsletter's letters: written in the admin (a draft any staff member may edit), then sent by an
 * administrator at once or at a chosen time. Sending renders the mail once, keeps it with the letter (the public
 * archive shows what left) and queues one delivery per confirmed subscriber in one transaction
 * (letter-delivery.server.ts sends them). A sent letter never changes.
 */
import { type Kysely, sql, type Transaction } from "kysely";
import { sanitizeArticleHtml } from "../blog/sanitize-article.server";
import { newId } from "../db/ids";
import type { Database, LetterDeliveryStatus, LetterStatus, NewsletterLetterTable } from "../db/schema";
import { slugify } from "../text/slug";
import { type LetterCard, renderLetterMail } from "./letter-mail.server";

type Db = Kysely<Database> | Transaction<Database>;

export const LETTER_SUBJECT_MAX = 150;
export const LETTER_PREHEADER_MAX = 200;
/** The introduction's HTML, as the editor writes it: a few paragraphs, not an article. */
export const LETTER_INTRO_MAX = 20_000;
export const LETTER_ARTICLES_MAX = 6;
/** The archive's public pages: /newsletter/archives and /newsletter/archives/<slug>. */
export const archivePath = "/newsletter/archives";

export function archiveUrl(siteUrl: string, slug: string): string {
  return `${siteUrl.replace(/\/+$/, "")}${archivePath}/${encodeURIComponent(slug)}`;
}

/** What the letter's form sends. */
export interface LetterDraft {
  subject: string;
  preheader: string;
  introHtml: string;
  articleIds: string[];
}

/** Why a draft cannot be saved, field by field (the admin says each in French). */
export type LetterDraftProblem = "subject-missing" | "subject-too-long" | "preheader-too-long" | "intro-too-long" | "too-many-articles";

export interface Letter {
  id: string;
  subject: string;
  preheader: string;
  introHtml: string;
  articleIds: string[];
  status: LetterStatus;
  scheduledAt: string | null;
  sentAt: string | null;
  slug: string | null;
  recipients: number | null;
  createdBy: string;
  updatedBy: string;
  updatedAt: string;
  sentBy: string | null;
}

/** A letter's deliveries by status, and the unsubscribes its link caused. */
export interface LetterResults {
  queued: number;
  sent: number;
  failed: number;
  bouncing: number;
  unsubscribes: number;
}

export interface LetterSummary extends Letter {
  results: LetterResults;
}

function parseIds(json: string): string[] {
  const parsed: unknown = JSON.parse(json);
  return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === "string") : [];
}

function letterOf(row: NewsletterLetterTable): Letter {
  return {
    id: row.id,
    subject: row.subject,
    preheader: row.preheader,
    introHtml: row.intro_html,
    articleIds: parseIds(row.article_ids),
    status: row.status,
    scheduledAt: row.scheduled_at,
    sentAt: row.sent_at,
    slug: row.slug,
    recipients: row.recipients === null ? null : Number(row.recipients),
    createdBy: row.created_by,
    updatedBy: row.updated_by,
    updatedAt: row.updated_at,
    sentBy: row.sent_by,
  };
}

/** The draft as it will be stored (trimmed, the introduction sanitised as an article is), or what is wrong with it. */
export function checkLetterDraft(draft: LetterDraft): { draft: LetterDraft } | { problems: LetterDraftProblem[] } {
  const subject = draft.subject.trim();
  const preheader = draft.preheader.trim();
  const articleIds = [...new Set(draft.articleIds.map((id) => id.trim()).filter(Boolean))];
  const problems: LetterDraftProblem[] = [];
  if (subject === "") problems.push("subject-missing");
  if (subject.length > LETTER_SUBJECT_MAX) problems.push("subject-too-long");
  if (preheader.length > LETTER_PREHEADER_MAX) problems.push("preheader-too-long");
  if (draft.introHtml.length > LETTER_INTRO_MAX) problems.push("intro-too-long");
  if (articleIds.length > LETTER_ARTICLES_MAX) problems.push("too-many-articles");
  if (problems.length > 0) return { problems };
  return { draft: { subject, preheader, introHtml: sanitizeArticleHtml(draft.introHtml), articleIds } };
}

export async function createLetter(db: Db, draft: LetterDraft, by: string, now = new Date()): Promise<string> {
  const id = newId(now.getTime());
  const at = now.toISOString();
  await db
    .insertInto("newsletter_letter")
    .values({
      id,
      subject: draft.subject,
      preheader: draft.preheader,
      intro_html: draft.introHtml,
      article_ids: JSON.stringify(draft.articleIds),
      status: "draft",
      scheduled_at: null,
      sent_at: null,
      slug: null,
      cards: null,
      mail_html: null,
      mail_text: null,
      recipients: null,
      created_by: by,
      created_at: at,
      updated_by: by,
      updated_at: at,
      sent_by: null,
    })
    .execute();
  return id;
}

/** Saves a draft's fields; a scheduled or sent letter is not changed (a scheduled one is cancelled first). */
export async function updateLetter(
  db: Db,
  id: string,
  draft: LetterDraft,
  by: string,
  now = new Date(),
): Promise<"saved" | "not-found" | "not-draft"> {
  const result = await db
    .updateTable("newsletter_letter")
    .set({
      subject: draft.subject,
      preheader: draft.preheader,
      intro_html: draft.introHtml,
      article_ids: JSON.stringify(draft.articleIds),
      updated_by: by,
      updated_at: now.toISOString(),
    })
    .where("id", "=", id)
    .where("status", "=", "draft")
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 1) return "saved";
  return (await findLetter(db, id)) ? "not-draft" : "not-found";
}

export async function findLetter(db: Db, id: string): Promise<Letter | undefined> {
  const row = await db.selectFrom("newsletter_letter").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? letterOf(row) : undefined;
}

const noResults: LetterResults = { queued: 0, sent: 0, failed: 0, bouncing: 0, unsubscribes: 0 };

/** Every letter, newest first, with its results. */
export async function listLetters(db: Db): Promise<LetterSummary[]> {
  const rows = await db.selectFrom("newsletter_letter").selectAll().orderBy("created_at", "desc").execute();
  const counts = await db
    .selectFrom("newsletter_delivery")
    .select(["letter_id", "status", (eb) => eb.fn.countAll().as("count")])
    .groupBy(["letter_id", "status"])
    .execute();
  const unsubscribes = await db
    .selectFrom("newsletter_subscriber")
    .select(["unsubscribed_by", (eb) => eb.fn.countAll().as("count")])
    .where("unsubscribed_by", "is not", null)
    .groupBy("unsubscribed_by")
    .execute();
  const results = new Map<string, LetterResults>();
  const resultsOf = (id: string) => {
    const found = results.get(id) ?? { ...noResults };
    results.set(id, found);
    return found;
  };
  const field: Record<LetterDeliveryStatus, keyof LetterResults> = {
    pending: "queued",
    sending: "queued",
    delivered: "sent",
    failed: "failed",
    bounced: "bouncing",
  };
  for (const row of counts) resultsOf(row.letter_id)[field[row.status]] += Number(row.count);
  for (const row of unsubscribes) if (row.unsubscribed_by) resultsOf(row.unsubscribed_by).unsubscribes += Number(row.count);
  return rows.map((row) => ({ ...letterOf(row), results: results.get(row.id) ?? { ...noResults } }));
}

/** How many addresses a letter sent now would go to: confirmed, not removed, not bouncing. */
export async function countRecipients(db: Db): Promise<number> {
  const row = await recipientsQuery(db)
    .select((eb) => eb.fn.countAll().as("count"))
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

function recipientsQuery(db: Db) {
  return db
    .selectFrom("newsletter_subscriber")
    .where("state", "=", "confirmed")
    .where("removed_at", "is", null)
    .where("bounced_at", "is", null);
}

/** An article a letter may show: published, with what its card needs. */
export interface LetterArticleChoice {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  date: string;
}

/** The published articles, newest first: what a letter may point to. */
export async function letterArticleChoices(db: Db): Promise<LetterArticleChoice[]> {
  return db
    .selectFrom("article")
    .select(["id", "slug", "title", "excerpt", "date"])
    .where("status", "=", "published")
    .orderBy("date", "desc")
    .orderBy("id", "desc")
    .execute();
}

/** The cards of the chosen articles that are published, in the letter's order: the picture is the article's share card (a JPEG every mail client shows). */
export async function letterCards(db: Db, articleIds: readonly string[], siteUrl: string): Promise<LetterCard[]> {
  if (articleIds.length === 0) return [];
  const rows = await db
    .selectFrom("article")
    .select(["id", "slug", "title", "excerpt"])
    .where("id", "in", [...articleIds])
    .where("status", "=", "published")
    .execute();
  const origin = siteUrl.replace(/\/+$/, "");
  return articleIds.flatMap((id) => {
    const row = rows.find((found) => found.id === id);
    if (!row) return [];
    return [
      {
        title: row.title,
        excerpt: row.excerpt,
        url: `${origin}/kheopscope/${encodeURIComponent(row.slug)}`,
        image: { src: `${origin}/partage/kheopscope/${encodeURIComponent(row.slug)}.jpg`, alt: row.title },
      },
    ];
  });
}

/** The mail of a letter as it is now (the preview and the test send), without its archive link. */
export async function renderDraftMail(db: Db, letter: Letter, siteUrl: string) {
  const articles = await letterCards(db, letter.articleIds, siteUrl);
  return renderLetterMail({ subject: letter.subject, preheader: letter.preheader, introHtml: letter.introHtml, articles, siteUrl });
}

/** A slug for the archive no other letter has: the subject's, then -2, -3… */
async function freeSlug(db: Db, subject: string, sentAt: Date): Promise<string> {
  const base = slugify(subject, 70) || `lettre-${sentAt.toISOString().slice(0, 10)}`;
  const taken = new Set(
    (await db.selectFrom("newsletter_letter").select("slug").where("slug", "like", `${base}%`).execute()).map((row) => row.slug),
  );
  let slug = base;
  for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
  return slug;
}

export type SendOutcome = { outcome: "sent"; recipients: number } | { outcome: "not-found" | "already-sent" | "no-recipients" };

/**
 * Sends a draft or scheduled letter now: renders its mail once, marks it sent with what left (cards, mail,
 * archive slug) and queues one delivery per recipient, all in one transaction. The status condition lets one
 * caller only win (two clicks, two instances picking the same scheduled letter); the deliveries' key
 * (letter, address) means no address is queued twice. The queue is filled by the database itself
 * (INSERT … SELECT): 10 000 subscribers never pass through this process.
 */
export async function sendLetter(db: Kysely<Database>, id: string, by: string, siteUrl: string, now = new Date()): Promise<SendOutcome> {
  const letter = await findLetter(db, id);
  if (!letter) return { outcome: "not-found" };
  if (letter.status === "sent") return { outcome: "already-sent" };
  if ((await countRecipients(db)) === 0) return { outcome: "no-recipients" };
  const cards = await letterCards(db, letter.articleIds, siteUrl);
  const at = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const slug = await freeSlug(trx, letter.subject, now);
    const mail = await renderLetterMail({
      subject: letter.subject,
      preheader: letter.preheader,
      introHtml: letter.introHtml,
      articles: cards,
      siteUrl,
      archiveUrl: archiveUrl(siteUrl, slug),
    });
    const marked = await trx
      .updateTable("newsletter_letter")
      .set({
        status: "sent",
        sent_at: at,
        slug,
        cards: JSON.stringify(cards),
        mail_html: mail.html,
        mail_text: mail.text,
        sent_by: by,
        scheduled_at: null,
      })
      .where("id", "=", id)
      .where("status", "=", letter.status)
      .where("updated_at", "=", letter.updatedAt)
      .executeTakeFirst();
    if (Number(marked.numUpdatedRows) !== 1) return { outcome: "already-sent" as const };
    await trx
      .insertInto("newsletter_delivery")
      .columns(["letter_id", "email", "status", "attempts", "next_attempt_at"])
      .expression(
        recipientsQuery(trx).select([
          sql<string>`cast(${id} as text)`.as("letter_id"),
          "email",
          sql<string>`cast(${"pending"} as text)`.as("status"),
          sql<number>`0`.as("attempts"),
          sql<string>`cast(${at} as text)`.as("next_attempt_at"),
        ]),
      )
      .onConflict((oc) => oc.doNothing())
      .execute();
    const queued = await trx
      .selectFrom("newsletter_delivery")
      .select((eb) => eb.fn.countAll().as("count"))
      .where("letter_id", "=", id)
      .executeTakeFirstOrThrow();
    const recipients = Number(queued.count);
    await trx.updateTable("newsletter_letter").set({ recipients }).where("id", "=", id).execute();
    return { outcome: "sent" as const, recipients };
  });
}

/** Schedules a draft to leave at `at` (in the future). */
export async function scheduleLetter(
  db: Db,
  id: string,
  at: Date,
  by: string,
  now = new Date(),
): Promise<"scheduled" | "not-found" | "not-draft" | "in-the-past"> {
  if (at.getTime() <= now.getTime()) return "in-the-past";
  const result = await db
    .updateTable("newsletter_letter")
    .set({ status: "scheduled", scheduled_at: at.toISOString(), updated_by: by, updated_at: now.toISOString() })
    .where("id", "=", id)
    .where("status", "=", "draft")
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 1) return "scheduled";
  return (await findLetter(db, id)) ? "not-draft" : "not-found";
}

/** A scheduled letter back to draft: it will not leave. */
export async function cancelSchedule(db: Db, id: string, by: string, now = new Date()): Promise<"cancelled" | "not-scheduled"> {
  const result = await db
    .updateTable("newsletter_letter")
    .set({ status: "draft", scheduled_at: null, updated_by: by, updated_at: now.toISOString() })
    .where("id", "=", id)
    .where("status", "=", "scheduled")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1 ? "cancelled" : "not-scheduled";
}

/** Sends the scheduled letters whose time has come (the outbox's worker asks at each tick). Resolves with the ids it sent. */
export async function sendDueScheduledLetters(db: Kysely<Database>, siteUrl: string, now = new Date()): Promise<string[]> {
  const due = await db
    .selectFrom("newsletter_letter")
    .select(["id", "updated_by"])
    .where("status", "=", "scheduled")
    .where("scheduled_at", "<=", now.toISOString())
    .execute();
  const sent: string[] = [];
  for (const letter of due) {
    // The one who scheduled it sends it.
    const result = await sendLetter(db, letter.id, letter.updated_by, siteUrl, now);
    if (result.outcome === "sent") sent.push(letter.id);
  }
  return sent;
}

/** A sent letter as the public archive shows it. */
export interface ArchivedLetter {
  slug: string;
  subject: string;
  preheader: string;
  introHtml: string;
  cards: LetterCard[];
  sentAt: string;
}

function archivedOf(
  row: Pick<NewsletterLetterTable, "slug" | "subject" | "preheader" | "intro_html" | "cards" | "sent_at">,
): ArchivedLetter {
  const cards: unknown = JSON.parse(row.cards ?? "[]");
  return {
    slug: row.slug ?? "",
    subject: row.subject,
    preheader: row.preheader,
    introHtml: row.intro_html,
    cards: Array.isArray(cards) ? (cards as LetterCard[]) : [],
    sentAt: row.sent_at ?? "",
  };
}

const archiveColumns = ["slug", "subject", "preheader", "intro_html", "cards", "sent_at"] as const;

/** The sent letters, newest first. */
export async function listArchivedLetters(db: Db): Promise<ArchivedLetter[]> {
  const rows = await db
    .selectFrom("newsletter_letter")
    .select([...archiveColumns])
    .where("status", "=", "sent")
    .orderBy("sent_at", "desc")
    .execute();
  return rows.map(archivedOf);
}

export async function findArchivedLetter(db: Db, slug: string): Promise<ArchivedLetter | undefined> {
  const row = await db
    .selectFrom("newsletter_letter")
    .select([...archiveColumns])
    .where("status", "=", "sent")
    .where("slug", "=", slug)
    .executeTakeFirst();
  return row ? archivedOf(row) : undefined;
}
