import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { Agent, request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect } from "kysely";
import pg from "pg";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from "vitest";
import type { Database } from "~/lib/db/schema";
import { freePort } from "../helpers/free-port";
import { type HostProcess, startHost, waitForHealth } from "../helpers/host-process";
import { postgresUnavailableReason, startThrowawayPostgres, type ThrowawayPostgres } from "../helpers/postgres";

// The real host (server/index.ts, development mode) on a real database, posted to
// as a browser without JavaScript posts: what the agency would lose, or double,
// if a lead's "store first, then answer" promise broke.

const TEST_TIMEOUT = 180_000;

// ---------------------------------------------------------------------------
// Databases: a fresh one per test, on each engine.

type Engine = "sqlite" | "postgres";

interface TestDatabase {
  /** The settings that point the host at it. */
  env: Record<string, string>;
  /** A read-only connection for the assertions, closed when the test ends. */
  read: () => Kysely<Database>;
}

function freshSqlite(): TestDatabase {
  const dir = mkdtempSync(join(tmpdir(), "site-leads-"));
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  const path = join(dir, "site.db");
  return {
    env: { SQLITE_PATH: path, DATABASE_URL: "" },
    read() {
      const db = new Kysely<Database>({
        dialect: new SqliteDialect({ database: new SQLite(path, { readonly: true, fileMustExist: true }) }),
      });
      onTestFinished(() => db.destroy());
      return db;
    },
  };
}

async function freshPostgres(cluster: ThrowawayPostgres): Promise<TestDatabase> {
  const name = `leads_${randomUUID().replaceAll("-", "")}`;
  const admin = new pg.Client({ connectionString: cluster.url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = cluster.url.replace(/\/postgres$/, `/${name}`);
  return {
    env: { DATABASE_URL: url },
    read() {
      const pool = new pg.Pool({ connectionString: url, max: 2, options: "-c default_transaction_read_only=on" });
      const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
      onTestFinished(() => db.destroy());
      return db;
    },
  };
}

/** Registers what the engine needs for the describe block; returns how a test gets its own database. */
function databasesOn(engine: Engine): () => Promise<TestDatabase> {
  if (engine === "sqlite") return async () => freshSqlite();
  let cluster: ThrowawayPostgres | undefined;
  beforeAll(async () => {
    cluster = await startThrowawayPostgres();
  });
  afterAll(() => cluster?.stop());
  return () => {
    if (!cluster) throw new Error("PostgreSQL cluster not started");
    return freshPostgres(cluster);
  };
}

async function leadTables(db: Kysely<Database>) {
  return {
    leads: await db.selectFrom("lead").selectAll().execute(),
    outbox: await db.selectFrom("outbox").selectAll().execute(),
    subscribers: await db.selectFrom("newsletter_subscriber").selectAll().execute(),
  };
}

// ---------------------------------------------------------------------------
// The host.

interface Site extends HostProcess {
  origin: string;
}

/** Nothing inherited from the developer's shell decides where leads go. */
const isolatedEnv = {
  HOST: "127.0.0.1",
  // The highest value config.server.ts accepts (1 000 000 makes the host refuse to start).
  FORMS_RATE_LIMIT_PER_MINUTE: "10000",
  SITE_URL: "",
  TRUST_PROXY: "",
  SMTP_URL: "",
  LEADS_MAIL_TO: "",
  LEADS_MAIL_FROM: "",
  FORMS_WEBHOOK_URL: "",
  OUTBOX_POLL_MS: "",
  GA4_MEASUREMENT_ID: "",
  GA4_API_SECRET: "",
};

/** Starts the host on `database` and waits until /healthz says it is up. */
async function startSite(database: TestDatabase, env: Record<string, string>): Promise<Site> {
  const port = await freePort();
  const host = startHost({ ...isolatedEnv, ...database.env, ...env, PORT: String(port) });
  const origin = `http://127.0.0.1:${port}`;
  await waitForHealth(`${origin}/healthz`, { host, timeoutMs: 120_000 });
  return { ...host, origin };
}

/** SIGTERM, then the exit code: the host finishes its requests and outbox batch first. */
async function stopSite(site: Site): Promise<number | null> {
  site.child.kill("SIGTERM");
  return site.exited;
}

/**
 * An SMTP address where nothing listens: the lead gets its e-mail delivery
 * in the outbox, and (with a long poll) the worker leaves it pending.
 */
async function emailChannelToNowhere(): Promise<Record<string, string>> {
  return { SMTP_URL: `smtp://127.0.0.1:${await freePort()}`, OUTBOX_POLL_MS: "600000" };
}

function postForm(site: Site, path: string, fields: Record<string, string>): Promise<Response> {
  return fetch(`${site.origin}${path}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });
}

const validContact = { firstName: "Awa", lastName: "Ngono", email: "awa@example.cm", subject: "Site", message: "Bonjour" };

/** Runs `work` on every item, at most `size` at a time; results in the items' order. */
async function inPool<T, R>(items: readonly T[], size: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(size, items.length) }, worker));
  return results;
}

// ---------------------------------------------------------------------------
// A local SMTP server.

interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
}

/** Decodes the MIME encoded words (=?UTF-8?Q?...?= or =?UTF-8?B?...?=) of a header. */
function decodeHeader(value: string): string {
  return value.replace(/\?=\s+=\?/g, "?==?").replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_word, encoding: string, text: string) => {
    if (encoding.toUpperCase() === "B") return Buffer.from(text, "base64").toString("utf8");
    const bytes = text
      .replace(/_/g, " ")
      .replace(/=([0-9a-f]{2})/gi, (_code, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    return Buffer.from(bytes, "latin1").toString("utf8");
  });
}

function subjectOf(raw: string): string {
  const headers = raw.slice(0, raw.indexOf("\r\n\r\n")).replace(/\r\n[ \t]+/g, " ");
  const line = headers.split("\r\n").find((header) => /^subject:/i.test(header)) ?? "";
  return decodeHeader(line.slice(line.indexOf(":") + 1).trim());
}

/** A real SMTP server on 127.0.0.1 that keeps every mail it accepts; closed when the test ends. */
async function startSmtpServer(): Promise<{ url: string; mails: ReceivedMail[] }> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          subject: subjectOf(Buffer.concat(chunks).toString("utf8")),
        });
        done();
      });
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", resolve);
  });
  onTestFinished(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { url: `smtp://127.0.0.1:${port}`, mails };
}

// ---------------------------------------------------------------------------
// Fuzzed bodies: seeded, deterministic, and invalid by construction.

/** mulberry32: a small seeded generator, so a failing body can be produced again. */
function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
    chance: (probability: number) => next() < probability,
  };
}

type Random = ReturnType<typeof seededRandom>;

interface FuzzBody {
  label: string;
  contentType: string | undefined;
  body: Buffer;
}

interface FormEndpoint {
  path: string;
  /** Plausible values for every field but the e-mail, which is always broken or missing. */
  fields: Record<string, string>;
}

const formEndpoints: FormEndpoint[] = [
  { path: "/contact", fields: { firstName: "Awa", lastName: "Ngono", subject: "Site", message: "Bonjour" } },
  { path: "/newsletter", fields: { source: "Footer" } },
  {
    path: "/services/formulaire-de-souscription",
    fields: {
      firstName: "Awa",
      lastName: "Ngono",
      phoneCountry: "CM",
      phone: "+237 6 71 23 45 67",
      message: "Bonjour",
      acceptTerms: "on",
      selectedPlan: "Pro",
      selectedPeriod: "monthly",
      initialPrice: "25000",
    },
  },
];

// None contains an "@" (nor "%40"): no e-mail rule of any form can accept them.
const brokenEmails = [
  "",
  " ",
  "awa",
  "awa.example.cm",
  "awa example.cm",
  "awa(at)example.cm",
  "awa\uff20example.cm",
  "mailto:awa",
  "<awa>",
  "awa%2540example.cm",
];
const odd = ["0", "-1", "1e309", "NaN", "Infinity", "true", "false", "on", "null", "undefined", "[]", "{}", "0x10", "٣"];
const unicodePieces = [
  "🦁",
  "🇨🇲",
  "👩🏾‍💻",
  "\u202Eمرحبا\u202C", // RTL override around Arabic
  "שלום",
  "Ngọc",
  "e\u0301",
  "\u0000", // NUL
  "\u200B",
  "\uFEFF",
  "\uD800", // lone high surrogate: percent-encoded as %ED%A0%80
  "\uDFFF", // lone low surrogate: %ED%BF%BF
  "\r\n",
  "\u2028",
  "漢字",
  "&",
  "=",
  "+",
  "%",
  "'; drop table lead; --",
  "<script>alert(1)</script>",
  "{{7*7}}",
  '"\\',
];
const strangeKeys = [
  "__proto__",
  "constructor",
  "prototype",
  "email[]",
  "email[0]",
  "firstName.0",
  "",
  " email",
  "EMAIL",
  "e\u0000mail",
  "🦁",
  "site-web",
  "x".repeat(300),
];
const otherContentTypes = [
  "application/json",
  "text/plain",
  "application/xml",
  "application/octet-stream",
  "multipart/form-data",
  "multipart/form-data; boundary=----kheops",
  "text/html; charset=utf-8",
  undefined,
];

function utf8Bytes(codePoint: number): number[] {
  if (codePoint < 0x80) return [codePoint];
  if (codePoint < 0x800) return [0xc0 | (codePoint >> 6), 0x80 | (codePoint & 63)];
  if (codePoint < 0x10000) return [0xe0 | (codePoint >> 12), 0x80 | ((codePoint >> 6) & 63), 0x80 | (codePoint & 63)];
  return [0xf0 | (codePoint >> 18), 0x80 | ((codePoint >> 12) & 63), 0x80 | ((codePoint >> 6) & 63), 0x80 | (codePoint & 63)];
}

/** application/x-www-form-urlencoded, as a browser writes it; lone surrogates as their 3 bytes (WTF-8). */
function formEncode(value: string): string {
  let out = "";
  for (let index = 0; index < value.length; index++) {
    let codePoint = value.charCodeAt(index);
    const low = value.charCodeAt(index + 1);
    if (codePoint >= 0xd800 && codePoint <= 0xdbff && low >= 0xdc00 && low <= 0xdfff) {
      codePoint = 0x10000 + ((codePoint - 0xd800) << 10) + (low - 0xdc00);
      index++;
    }
    const char = String.fromCodePoint(codePoint);
    if (/^[A-Za-z0-9*._-]$/.test(char)) out += char;
    else if (char === " ") out += "+";
    else
      out += utf8Bytes(codePoint)
        .map((byte) => `%${byte.toString(16).toUpperCase().padStart(2, "0")}`)
        .join("");
  }
  return out;
}

function encodePairs(pairs: [string, string][]): string {
  return pairs.map(([key, value]) => `${formEncode(key)}=${formEncode(value)}`).join("&");
}

function shuffled<T>(random: Random, items: T[]): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index--) {
    const other = random.int(0, index);
    [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
  }
  return copy;
}

function unicodeText(random: Random, pieces = random.int(1, 8)): string {
  return Array.from({ length: pieces }, () => random.pick(unicodePieces)).join(random.pick(["", " ", "a"]));
}

/** Half the time 100 to 160 K characters (over the 32 KB a form may send), else 5 to 30 K letters; never an "@". */
function hugeText(random: Random): string {
  if (random.chance(0.5)) return "Bonjour ".repeat(4_000).slice(0, random.int(5_001, 30_000));
  const unit = random.pick(["a", "é", "🦁", "Bonjour ", "\u0000", "%", "&="]);
  return unit.repeat(Math.ceil(random.int(100_000, 160_000) / unit.length));
}

function form(label: string, pairs: [string, string][]): FuzzBody {
  return { label, contentType: "application/x-www-form-urlencoded", body: Buffer.from(encodePairs(pairs), "latin1") };
}

function fieldsWithEmail(endpoint: FormEndpoint, email: string | undefined): [string, string][] {
  const pairs = Object.entries(endpoint.fields);
  return email === undefined ? pairs : [...pairs, ["email", email]];
}

type Strategy = (random: Random, endpoint: FormEndpoint) => FuzzBody;

const strategies: Record<string, Strategy> = {
  "arrays via repeated keys": (random, endpoint) =>
    form(
      "arrays via repeated keys",
      shuffled(
        random,
        fieldsWithEmail(endpoint, random.pick(brokenEmails)).flatMap(([key, value]) =>
          Array.from(
            { length: random.int(1, 3) },
            (_, copy) => [key, copy === 0 ? value : random.pick([...odd, ...brokenEmails, value])] as [string, string],
          ),
        ),
      ),
    ),
  "numbers and booleans as strings": (random, endpoint) =>
    form(
      "numbers and booleans as strings",
      fieldsWithEmail(endpoint, random.pick([...odd, ...brokenEmails])).map(([key, value]) => [
        key,
        random.chance(0.6) ? random.pick(odd) : value,
      ]),
    ),
  "huge string": (random, endpoint) => {
    const pairs = fieldsWithEmail(endpoint, random.pick(brokenEmails));
    const target = random.int(0, pairs.length - 1);
    return form(
      "huge string",
      pairs.map(([key, value], index) => [key, index === target ? hugeText(random) : value]),
    );
  },
  "missing fields": (random, endpoint) =>
    form(
      "missing fields",
      fieldsWithEmail(endpoint, random.chance(0.5) ? undefined : random.pick(brokenEmails)).filter(() => random.chance(0.5)),
    ),
  unicode: (random, endpoint) =>
    form(
      "unicode",
      fieldsWithEmail(endpoint, `${random.pick(brokenEmails)}${unicodeText(random, 2)}`).map(([key, value]) => [
        key,
        random.chance(0.7) ? unicodeText(random) : value,
      ]),
    ),
  "random keys": (random, endpoint) => {
    const junk = Array.from(
      { length: random.int(1, 12) },
      () => [random.pick(strangeKeys), random.pick([...odd, ...unicodePieces])] as [string, string],
    );
    const real = random.chance(0.5) ? fieldsWithEmail(endpoint, random.pick(brokenEmails)) : [];
    return form("random keys", shuffled(random, [...real, ...junk]));
  },
  "JSON sent as urlencoded": (random, endpoint) => {
    const object = Object.fromEntries(fieldsWithEmail(endpoint, random.pick(brokenEmails)));
    return {
      label: "JSON sent as urlencoded",
      contentType: "application/x-www-form-urlencoded",
      body: Buffer.from(JSON.stringify(object), "utf8"),
    };
  },
  "non-form content type": (random, endpoint) => {
    const pairs = fieldsWithEmail(endpoint, random.pick(brokenEmails));
    const text = random.chance(0.5) ? encodePairs(pairs) : JSON.stringify(Object.fromEntries(pairs));
    return { label: "non-form content type", contentType: random.pick(otherContentTypes), body: Buffer.from(text, "utf8") };
  },
  "empty body": (random) => ({
    label: "empty body",
    contentType: random.pick(["application/x-www-form-urlencoded", ...otherContentTypes]),
    body: Buffer.alloc(0),
  }),
  "malformed encoding": (random, endpoint) => {
    const broken = ["%", "%G1", "%E2%82", "%C0%AF", "%FF%FE", "%ED%A0%80", "%00", "&&", "==", "%%%"];
    const text = fieldsWithEmail(endpoint, random.pick(brokenEmails))
      .map(
        ([key, value]) => `${random.chance(0.2) ? random.pick(broken) : ""}${formEncode(key)}=${formEncode(value)}${random.pick(broken)}`,
      )
      .join("&");
    const rawBytes = Buffer.from(
      Array.from({ length: random.int(0, 16) }, () => random.pick([0x00, 0x80, 0xc3, 0xfe, 0xff, 0x0a, 0x26, 0x3d])),
    );
    return {
      label: "malformed encoding",
      contentType: "application/x-www-form-urlencoded",
      body: Buffer.concat([Buffer.from(text, "latin1"), rawBytes]),
    };
  },
};

/**
 * Refuses a body that some form could accept: it must hold no "@" (raw or
 * percent-encoded), so no e-mail is valid, and leave the honeypot empty, so the
 * server does not answer a bot's fake success.
 */
function assertInvalidByConstruction(fuzz: FuzzBody): void {
  const latin1 = fuzz.body.toString("latin1");
  if (fuzz.body.includes(0x40) || /%40/i.test(latin1)) throw new Error(`fuzz body with an "@": ${fuzz.label}`);
  const honeypot = new URLSearchParams(fuzz.body.toString("utf8")).getAll("site_web");
  if (honeypot.some((value) => value.trim() !== "") || latin1.includes("site_web"))
    throw new Error(`fuzz body filling the honeypot: ${fuzz.label}`);
}

/** `count` bodies for `endpoint`, each strategy in turn; the same seed gives the same bodies. */
function fuzzBodies(endpoint: FormEndpoint, count: number, seed: number): FuzzBody[] {
  const random = seededRandom(seed);
  const names = Object.keys(strategies);
  return Array.from({ length: count }, (_, index) => {
    const name = names[index % names.length] as string;
    const fuzz = (strategies[name] as Strategy)(random, endpoint);
    assertInvalidByConstruction(fuzz);
    return { ...fuzz, label: `${endpoint.path} #${index} (${fuzz.label}, seed ${seed})` };
  });
}

interface Answer {
  status: number;
  text: string;
}

/**
 * POSTs `body` byte for byte with its Content-Length, as a browser does. Without
 * `agent`, on a connection of its own: each body gets its own answer.
 */
function postRaw(site: Site, path: string, contentType: string | undefined, body: Buffer, agent?: Agent): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers = { "content-length": String(body.length), ...(contentType === undefined ? {} : { "content-type": contentType }) };
    const request = httpRequest(`${site.origin}${path}`, { method: "POST", headers, agent: agent ?? false }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("error", reject);
      response.on("end", () => resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString("utf8") }));
    });
    request.on("error", reject);
    request.end(body);
  });
}

interface FuzzOutcome {
  label: string;
  contentType: string | undefined;
  /** The body as sent, cut to 300 characters, and its length. */
  body: string;
  length: number;
  status: number | string;
  answer: string;
}

async function postFuzz(site: Site, path: string, fuzz: FuzzBody): Promise<FuzzOutcome> {
  const outcome = {
    label: fuzz.label,
    contentType: fuzz.contentType,
    body: fuzz.body.toString("latin1").slice(0, 300),
    length: fuzz.body.length,
  };
  try {
    const answer = await postRaw(site, path, fuzz.contentType, fuzz.body);
    return { ...outcome, status: answer.status, answer: answer.text.slice(0, 300) };
  } catch (error) {
    return { ...outcome, status: `no answer: ${error instanceof Error ? error.message : String(error)}`, answer: "" };
  }
}

// ---------------------------------------------------------------------------

const postgresSkip = postgresUnavailableReason();

for (const engine of ["sqlite", "postgres"] as const) {
  const skip = engine === "postgres" ? postgresSkip : undefined;
  (skip ? describe.skip : describe)(`lead durability [${engine}${skip ? `: skipped, ${skip}` : ""}]`, () => {
    const freshDatabase = databasesOn(engine);

    it(
      "keeps a contact acknowledged just before a kill -9 and mails it exactly once after the restart",
      async () => {
        const database = await freshDatabase();
        const first = await startSite(database, await emailChannelToNowhere());

        const answer = await postForm(first, "/contact", validContact);
        first.child.kill("SIGKILL");
        expect(answer.status).toBe(200);
        await first.exited;
        expect(first.child.signalCode).toBe("SIGKILL");

        const smtp = await startSmtpServer();
        const second = await startSite(database, {
          SMTP_URL: smtp.url,
          LEADS_MAIL_TO: "leads@kheops.cm",
          LEADS_MAIL_FROM: "site@kheops.cm",
          OUTBOX_POLL_MS: "200",
        });
        const db = database.read();
        await vi.waitFor(async () => expect((await leadTables(db)).outbox.map((row) => row.status)).toEqual(["delivered"]), {
          timeout: 60_000,
          interval: 100,
        });
        const { leads, outbox } = await leadTables(db);
        expect(await stopSite(second)).toBe(0); // lets a running batch finish: no mail can follow

        expect(leads).toEqual([expect.objectContaining({ kind: "contact", email: "awa@example.cm", full_name: "Awa Ngono" })]);
        expect(outbox.map((row) => Number(row.attempts))).toEqual([1]); // the first host never tried it
        expect(outbox).toEqual([
          expect.objectContaining({ lead_id: leads[0]?.id, channel: "email", status: "delivered", last_error: null }),
        ]);
        expect(smtp.mails).toEqual([{ from: "site@kheops.cm", to: ["leads@kheops.cm"], subject: expect.stringContaining("Awa Ngono") }]);
      },
      TEST_TIMEOUT,
    );

    it(
      "stores 500 contacts posted 25 at a time, every one once, each with its delivery",
      async () => {
        const database = await freshDatabase();
        const site = await startSite(database, await emailChannelToNowhere());
        const emails = Array.from({ length: 500 }, (_, index) => `visiteur.${index}@example.cm`);

        const statuses = await inPool(emails, 25, async (email) => {
          const answer = await postForm(site, "/contact", { ...validContact, email });
          await answer.arrayBuffer();
          return answer.status;
        });

        expect(statuses.filter((status) => status !== 200)).toEqual([]);
        const { leads, outbox } = await leadTables(database.read());
        expect(leads.map((lead) => lead.email).sort()).toEqual([...emails].sort());
        expect(outbox.map((row) => row.lead_id).sort()).toEqual(leads.map((lead) => lead.id).sort());
        expect(new Set(outbox.map((row) => `${row.channel} ${row.status}`))).toEqual(new Set(["email pending"]));
      },
      TEST_TIMEOUT,
    );

    it(
      "answers hundreds of malformed bodies per form without a server error and stores none of them",
      async () => {
        const database = await freshDatabase();
        const site = await startSite(database, await emailChannelToNowhere());

        const outcomes: FuzzOutcome[] = [];
        for (const [index, endpoint] of formEndpoints.entries()) {
          const bodies = fuzzBodies(endpoint, 200, 20_261_122 + index);
          outcomes.push(...(await inPool(bodies, 8, (fuzz) => postFuzz(site, endpoint.path, fuzz))));
        }

        expect(outcomes).toHaveLength(600);
        expect(outcomes.filter((outcome) => typeof outcome.status !== "number" || outcome.status >= 500)).toEqual([]);
        // Refused as invalid, or as too large: never a success, never "no such form".
        expect(outcomes.filter((outcome) => outcome.status !== 400 && outcome.status !== 413)).toEqual([]);
        expect(await leadTables(database.read())).toEqual({ leads: [], outbox: [], subscribers: [] });
        expect((await fetch(`${site.origin}/healthz`)).status).toBe(200);
      },
      TEST_TIMEOUT,
    );
  });
}

// Not a storage matter, so on one engine: a browser, or a proxy keeping its
// connections to the site open, sends its next request on the same connection.
it(
  "answers the next request after refusing a form body over 32 KB (the 413 closes its connection)",
  async () => {
    const site = await startSite(freshSqlite(), {});
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    onTestFinished(() => agent.destroy());
    const formType = "application/x-www-form-urlencoded";

    const refused = postRaw(site, "/contact", formType, Buffer.from(`email=awa&message=${"a".repeat(150_000)}`), agent);
    await expect(refused).resolves.toMatchObject({ status: 413 });
    const next = postRaw(site, "/contact", formType, Buffer.from("email=awa"), agent);
    await expect(next).resolves.toMatchObject({ status: 400 });
  },
  TEST_TIMEOUT,
);
