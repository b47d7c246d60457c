import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { type Kysely, Migrator, sql } from "kysely";
import { describe, expect, it, onTestFinished, vi } from "vitest";
import { blogText } from "~/content/blog";
import { formatNumber } from "~/lib/format/number";
import { startThrowawayPostgres } from "../../../scripts/lib/postgres";
import { withTimeout } from "../../../scripts/lib/wait";
import { describeOn, describeOnEachEngine } from "../../../tests/helpers/database";
import { contactLead } from "../../../tests/helpers/leads";
import { formatLongDay } from "../format/date";
import { storeLead } from "../leads/store.server";
import { type DatabaseHandle, isDatabaseReachable, openDatabase } from "./db.server";
import { newId } from "./ids";
import { migrateToLatest, migrationProvider } from "./migrate.server";

const repoRoot = fileURLToPath(new URL("../../../", import.meta.url));

/** The migration names, as the migrator records them: the files of migrations/ without ".ts". */
const migrationNames = readdirSync(join(repoRoot, "migrations"))
  .filter((file) => file.endsWith(".ts"))
  .map((file) => file.replace(/\.ts$/, ""))
  .sort();

function temporaryDir(): string {
  const dir = mkdtempSync(join(tmpdir(), "site-db-test-"));
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/**
 * Opens a second, independent handle: on SQLite a new empty file; on
 * PostgreSQL a new empty database in the same cluster, dropped afterwards.
 */
async function openEmptyDatabase(handle: DatabaseHandle): Promise<DatabaseHandle> {
  if (handle.engine === "sqlite") {
    const empty = openDatabase({ sqlitePath: join(temporaryDir(), "empty.db") });
    onTestFinished(() => empty.close());
    return empty;
  }
  const { rows } = await sql<{ port: number; user: string }>`select inet_server_port() as port, current_user as "user"`.execute(handle.db);
  const server = rows[0];
  if (!server) throw new Error("no server information");
  const name = `empty_${newId().replaceAll("-", "")}`;
  await sql`create database ${sql.id(name)}`.execute(handle.db);
  const empty = openDatabase({ databaseUrl: `postgresql://${server.user}@127.0.0.1:${server.port}/${name}`, sqlitePath: "unused" });
  onTestFinished(async () => {
    await empty.close();
    await sql`drop database if exists ${sql.id(name)}`.execute(handle.db);
  });
  return empty;
}

describeOnEachEngine("database", (getHandle) => {
  it("applies every migration to an empty database, then nothing on a second run", async () => {
    const { db } = await openEmptyDatabase(getHandle());

    expect(await migrateToLatest(db)).toEqual(migrationNames);
    const tables = (await db.introspection.getTables()).map((table) => table.name);
    expect(tables).toContain("analytics_event");

    expect(await migrateToLatest(db)).toEqual([]);
  });

  it("finds nothing to apply on a database that is already migrated", async () => {
    expect(await migrateToLatest(getHandle().db)).toEqual([]);
  });

  it("reads back an analytics_event row exactly as it was written", async () => {
    const { db } = getHandle();
    const id = newId();
    const row = {
      id,
      name: "page_view",
      client_id: "client-123.456",
      params: JSON.stringify({ page_location: "https://kheops.cm/services", value: 12.5, engaged: true, titre: "Énergie « été »" }),
      page_path: "/services",
      visitor_key: "Qm9uam91ciBEb3VhbGEh",
      received_at: "2026-11-22T08:30:15.123Z",
      forwarded_at: "2026-11-22T08:30:16.004Z",
      forward_error: null,
    };
    await db.insertInto("analytics_event").values(row).execute();

    const stored = await db.selectFrom("analytics_event").selectAll().where("id", "=", id).executeTakeFirstOrThrow();

    expect(stored).toEqual({ ...row, forward_attempts: 0 });
    expect(typeof stored.forward_attempts).toBe("number");
    expect(JSON.parse(stored.params)).toEqual({
      page_location: "https://kheops.cm/services",
      value: 12.5,
      engaged: true,
      titre: "Énergie « été »",
    });
  });

  it("turns the article's read time and display date into facts, each shown as before", async () => {
    const { db } = await openEmptyDatabase(getHandle());
    await new Migrator({ db, provider: migrationProvider }).migrateTo("2026-11-25-008-session-password");
    const old = db as unknown as Kysely<{ article: Record<string, string | number | null> }>;
    const row = (id: string, fields: Record<string, string | null>) => ({
      id,
      slug: id,
      title: "Titre",
      excerpt: "Résumé",
      content: "<p>Texte</p>",
      author: "kheops-digital",
      category: "Marketing Digital",
      tags: "[]",
      image: "",
      source: "admin",
      created_at: "2025-01-01T00:00:00.000Z",
      updated_at: "2025-01-01T00:00:00.000Z",
      status: "published",
      ...fields,
    });
    await old
      .insertInto("article")
      .values([
        // Seeded from a file: its day at midnight UTC, 01:00 in Douala.
        row("bundled", {
          date: "2025-09-03",
          publish_date: "3 septembre 2025",
          read_time: "14 min",
          published_at: "2025-09-03T00:00:00.000Z",
        }),
        // Seeded before articles had a publication instant.
        row("older", { date: "2025-05-15", publish_date: "15 mai 2025", read_time: "12 min", published_at: null }),
        // Published at 00:30 in Douala: the shown date was already the 25th, the stored day the 24th (UTC).
        row("late", {
          date: "2026-11-24",
          publish_date: "25 novembre 2026",
          read_time: "3\u00a0min",
          published_at: "2026-11-24T23:30:00.000Z",
        }),
        row("draft", {
          date: "2026-11-20",
          publish_date: "20 novembre 2026",
          read_time: "1\u00a0min",
          published_at: null,
          status: "draft",
        }),
      ])
      .execute();

    // Every later migration, whichever have landed since (009 and 010 are the ones under test).
    const later = migrationNames.filter((name) => name > "2026-11-25-008-session-password");
    expect(later.slice(0, 2)).toEqual(["2026-11-26-009-typeset-articles", "2026-11-26-010-article-facts"]);
    expect(await migrateToLatest(db)).toEqual(later);

    const facts = await db.selectFrom("article").select(["id", "date", "reading_minutes"]).orderBy("id").execute();
    expect(facts).toEqual([
      { id: "bundled", date: "2025-09-03", reading_minutes: 14 },
      { id: "draft", date: "2026-11-20", reading_minutes: 1 },
      { id: "late", date: "2026-11-25", reading_minutes: 3 },
      { id: "older", date: "2025-05-15", reading_minutes: 12 },
    ]);
    const shown = Object.fromEntries(
      facts.map((fact) => [fact.id, `${formatLongDay(fact.date)} · ${blogText.readTime(formatNumber(fact.reading_minutes))}`]),
    );
    expect(shown).toEqual({
      bundled: "3 septembre 2025 · 14\u00a0min",
      draft: "20 novembre 2026 · 1\u00a0min",
      late: "25 novembre 2026 · 3\u00a0min",
      older: "15 mai 2025 · 12\u00a0min",
    });
    const columns = (await db.introspection.getTables()).find((table) => table.name === "article")?.columns.map((column) => column.name);
    expect(columns).toContain("reading_minutes");
    expect(columns).not.toContain("read_time");
    expect(columns).not.toContain("publish_date");
  });

  it("keeps the newsletter's subscribers from before the double opt-in confirmed, saying where their consent comes from", async () => {
    const { db } = await openEmptyDatabase(getHandle());
    await new Migrator({ db, provider: migrationProvider }).migrateTo("2026-11-28-015-health-check");
    const old = db as unknown as Kysely<{ lead: Record<string, string>; newsletter_subscriber: Record<string, string | null> }>;
    const lead = (email: string) => ({
      id: `lead-${email}`,
      kind: "newsletter",
      email,
      summary: "Nouvelle inscription à la newsletter",
      payload: "{}",
      created_at: "2026-11-20T09:00:00.000Z",
    });
    await old
      .insertInto("lead")
      .values([lead("awa@exemple.cm"), lead("parti@exemple.cm")])
      .execute();
    const row = (email: string, removedAt: string | null) => ({
      email,
      lead_id: `lead-${email}`,
      source: "Footer",
      created_at: "2026-11-20T09:00:00.000Z",
      removed_at: removedAt,
    });
    await old
      .insertInto("newsletter_subscriber")
      .values([row("awa@exemple.cm", null), row("parti@exemple.cm", "2026-11-21T09:00:00.000Z")])
      .execute();

    expect(await migrateToLatest(db)).toContain("2026-12-02-016-newsletter-double-opt-in");

    const rows = await db
      .selectFrom("newsletter_subscriber")
      .select(["email", "source", "state", "origin", "confirmed_at"])
      .orderBy("email")
      .execute();
    expect(rows).toEqual([
      {
        email: "awa@exemple.cm",
        source: "Footer",
        state: "confirmed",
        origin: "before-double-opt-in",
        confirmed_at: "2026-11-20T09:00:00.000Z",
      },
      {
        email: "parti@exemple.cm",
        source: "Footer",
        state: "confirmed",
        origin: "before-double-opt-in",
        confirmed_at: "2026-11-20T09:00:00.000Z",
      },
    ]);
  });

  it("says the database is reachable while it is open", async () => {
    expect(await isDatabaseReachable(getHandle().db)).toBe(true);
  });

  it("says the database is unreachable once its handle is closed", async () => {
    const other = await openEmptyDatabase(getHandle());
    expect(await isDatabaseReachable(other.db)).toBe(true);

    await other.close();

    expect(await isDatabaseReachable(other.db)).toBe(false);
  });
});

describeOn("postgres", "PostgreSQL connection cut by the server", () => {
  it("reports a connection cut inside a transaction instead of crashing, and the next request gets a new one", async () => {
    const server = await startThrowawayPostgres();
    onTestFinished(() => server.stop());
    const errors: unknown[] = [];
    const handle = openDatabase({ databaseUrl: server.url, sqlitePath: "unused", onError: (error) => errors.push(error) });
    onTestFinished(() => handle.close());
    const other = openDatabase({ databaseUrl: server.url, sqlitePath: "unused" });
    onTestFinished(() => other.close());

    // Between two statements of a transaction the connection runs no query: an error there used to
    // be an 'error' event without a listener, which ends the process (seen when PostgreSQL stopped).
    const transaction = handle.db.transaction().execute(async (trx) => {
      const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx);
      await sql`select pg_terminate_backend(${rows[0]?.pid})`.execute(other.db);
      await vi.waitFor(() => expect(errors.length).toBeGreaterThan(0), { timeout: 5_000, interval: 20 });
      await sql`select 1`.execute(trx);
    });

    await expect(transaction).rejects.toThrow();
    expect(String(errors[0])).toContain("terminating connection");
    expect(await isDatabaseReachable(handle.db)).toBe(true);
  }, 30_000);
});

describe("SQLite file", () => {
  it("is opened in WAL mode with synchronous=FULL", async () => {
    const path = join(temporaryDir(), "site.db");
    const handle = openDatabase({ sqlitePath: path });
    onTestFinished(() => handle.close());

    const journal = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(handle.db);
    const synchronous = await sql<{ synchronous: number }>`pragma synchronous`.execute(handle.db);

    expect(journal.rows).toEqual([{ journal_mode: "wal" }]);
    // 2 is FULL (0 OFF, 1 NORMAL, 3 EXTRA).
    expect(synchronous.rows).toEqual([{ synchronous: 2 }]);
  });

  it("creates the folder of the file when it does not exist yet", async () => {
    const path = join(temporaryDir(), "nested", "deeper", "site.db");
    const handle = openDatabase({ sqlitePath: path });
    onTestFinished(() => handle.close());

    expect(await isDatabaseReachable(handle.db)).toBe(true);
    expect(readdirSync(join(path, ".."))).toContain("site.db");
  });

  it("throws SQLite's own error (SQLITE_FULL) when SQLite ended the transaction itself, not the failed rollback's", async () => {
    const path = join(temporaryDir(), "site.db");
    const handle = openDatabase({ sqlitePath: path });
    onTestFinished(() => handle.close());
    await migrateToLatest(handle.db);
    // The file may not grow by a page: as on a full disk, SQLite answers SQLITE_FULL and rolls the transaction back.
    const { rows } = await sql<{ page_count: number }>`pragma page_count`.execute(handle.db);
    await sql.raw(`pragma max_page_count = ${rows[0]?.page_count}`).execute(handle.db);

    const large = contactLead("x".repeat(100_000));
    await expect(storeLead(handle.db, large, ["email"])).rejects.toMatchObject({ code: "SQLITE_FULL" });
    expect(await handle.db.selectFrom("lead").select("id").execute()).toEqual([]);

    // Once there is room again, the same connection stores it.
    await sql.raw("pragma max_page_count = 1073741823").execute(handle.db);
    const id = await storeLead(handle.db, large, ["email"]);
    expect(await handle.db.selectFrom("lead").select("id").execute()).toEqual([{ id }]);
  });

  it("records the file it opened (device and inode), to notice when it is deleted or replaced", async () => {
    const path = join(temporaryDir(), "site.db");
    const handle = openDatabase({ sqlitePath: path });
    onTestFinished(() => handle.close());
    const { dev, ino } = statSync(path);
    expect(handle.file).toEqual({ path, dev, ino });
    const memory = openDatabase({ sqlitePath: ":memory:" });
    onTestFinished(() => memory.close());
    expect(memory.file).toBeUndefined();
  });

  it("keeps a row whose insert was acknowledged when the process is killed with SIGKILL right after", async () => {
    const dir = temporaryDir();
    const path = join(dir, "site.db");
    const setup = openDatabase({ sqlitePath: path });
    await migrateToLatest(setup.db);
    await setup.close();

    const id = newId();
    const script = join(dir, "writer.mts");
    writeFileSync(
      script,
      `import { openDatabase } from ${JSON.stringify(pathToFileURL(join(repoRoot, "app/lib/db/db.server.ts")).href)};
const [path, id] = process.argv.slice(2);
const { db } = openDatabase({ sqlitePath: path });
await db.insertInto("analytics_event").values({
  id,
  name: "generate_lead",
  client_id: "durability",
  params: "{}",
  page_path: null,
  received_at: new Date().toISOString(),
  forwarded_at: null,
  forward_error: null,
}).execute();
process.stdout.write("committed\\n");
process.stdin.resume(); // then stays, reading a stdin the test never closes, until it is killed
`,
    );

    // Plain node with tsx's loader, not the tsx CLI: the CLI runs the script in a
    // grandchild that a SIGKILL sent to the CLI would leave running.
    const child = spawn(process.execPath, ["--import", "tsx", script, path, id], { cwd: repoRoot, stdio: ["pipe", "pipe", "pipe"] });
    onTestFinished(() => {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
    });
    await killAfterCommitted(child);

    const reopened = openDatabase({ sqlitePath: path });
    onTestFinished(() => reopened.close());
    const row = await reopened.db.selectFrom("analytics_event").select(["id", "name", "client_id"]).where("id", "=", id).executeTakeFirst();
    expect(row).toEqual({ id, name: "generate_lead", client_id: "durability" });
  }, 30_000);
});

/** Waits for the child to print "committed", kills it with SIGKILL at once, and waits for it to die. */
function killAfterCommitted(child: ChildProcess, limitMs = 25_000): Promise<void> {
  let stdout = "";
  let stderr = "";
  const killed = new Promise<void>((resolve, reject) => {
    let sentKill = false;
    child.stderr?.on("data", (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.stdout?.on("data", (chunk: Buffer) => {
      stdout += chunk.toString();
      if (!sentKill && stdout.includes("committed")) {
        sentKill = true;
        child.kill("SIGKILL");
      }
    });
    child.on("error", reject);
    child.on("exit", (code, signal) => {
      if (sentKill && signal === "SIGKILL") resolve();
      else reject(new Error(`the writer ended on its own (code ${code}, signal ${signal}).\nstdout: ${stdout}\nstderr: ${stderr}`));
    });
  });
  // A writer that never commits is killed when the test ends (onTestFinished above).
  return withTimeout(killed, { timeoutMs: limitMs, what: () => `the writer to print "committed".\nstdout: ${stdout}\nstderr: ${stderr}` });
}
