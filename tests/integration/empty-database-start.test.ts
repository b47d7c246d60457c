import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import pino from "pino";
import { expect, it, onTestFinished } from "vitest";
import { parseConfig } from "~/lib/config.server";
import { openDatabase } from "~/lib/db/db.server";
import { startThrowawayPostgres } from "../../scripts/lib/postgres";
import { startSite } from "../../server/app";
import { describeOn } from "../helpers/database";

/**
 * A production start never begins again empty by accident (app/lib/db/start-marker.server.ts): the real startSite on
 * a folder of the test's own, with a production configuration a launch accepts.
 */

function stateFolder(): string {
  const folder = mkdtempSync(join(tmpdir(), "site-state-"));
  onTestFinished(() => rmSync(folder, { recursive: true, force: true }));
  return folder;
}

function production(env: Record<string, string>) {
  return parseConfig({
    NODE_ENV: "production",
    SITE_URL: "https://kheops.cm",
    SESSION_SECRET: "k7Qp2vX9mL4sR8tW1yZ6bN3cF5hJ0dGa",
    ADMIN_PASSWORD: "trois pirogues au large de Limbé",
    LOG_LEVEL: "info",
    ...env,
  });
}

/** Starts the site with a logger whose lines the test reads, and stops it. */
async function startAndStop(config: ReturnType<typeof parseConfig>) {
  const lines: { level: number; msg: string }[] = [];
  const logger = pino({ level: "info" }, { write: (line: string) => void lines.push(JSON.parse(line)) });
  const site = await startSite(config, { logger });
  await site.stop();
  return lines;
}

async function refusal(config: ReturnType<typeof parseConfig>): Promise<string> {
  const logger = pino({ level: "silent" });
  const error = await startSite(config, { logger }).then(
    async (site) => {
      await site.stop();
      return undefined;
    },
    (reason: unknown) => reason,
  );
  if (!(error instanceof Error)) throw new Error("the site started");
  return error.message;
}

const isNewDatabaseLine = (line: { level: number; msg: string }) =>
  line.level === 40 && line.msg.startsWith("Nouvelle base de données vide créée");

async function siteIdIn(sqlitePath: string): Promise<string> {
  const { db, close } = openDatabase({ sqlitePath });
  try {
    return (await db.selectFrom("site_identity").select("id").executeTakeFirstOrThrow()).id;
  } finally {
    await close();
  }
}

it("a first production start creates the database and its marker and says so once; the next start says nothing", async () => {
  const folder = stateFolder();
  const sqlitePath = join(folder, "site.db");
  const config = production({ SQLITE_PATH: sqlitePath });

  const first = await startAndStop(config);

  expect(existsSync(sqlitePath)).toBe(true);
  const marker = JSON.parse(readFileSync(`${sqlitePath}.marker`, "utf8"));
  expect(marker.siteId).toBe(await siteIdIn(sqlitePath));
  expect(first.filter(isNewDatabaseLine)).toEqual([expect.objectContaining({ msg: expect.stringContaining(sqlitePath) })]);
  expect((await startAndStop(config)).filter(isNewDatabaseLine)).toEqual([]);
}, 60_000);

it("refuses a production start whose database is gone, creating nothing; deleting the marker starts it empty on purpose", async () => {
  const folder = stateFolder();
  const sqlitePath = join(folder, "site.db");
  const config = production({ SQLITE_PATH: sqlitePath });
  await startAndStop(config);
  const before = JSON.parse(readFileSync(`${sqlitePath}.marker`, "utf8"));
  for (const file of [sqlitePath, `${sqlitePath}-wal`, `${sqlitePath}-shm`]) rmSync(file, { force: true });

  const message = await refusal(config);

  expect(message).toContain(`Démarrage refusé : le marqueur ${sqlitePath}.marker dit que ce serveur a une base de données`);
  expect(message).toContain(`mais ${sqlitePath} est absente ou vide`);
  expect(message).toContain("npm run restore -- latest (docs/operations.md, « Backups and restore »)");
  expect(message).toContain(`supprimez ${sqlitePath}.marker`);
  expect(existsSync(sqlitePath)).toBe(false);

  // An empty file (a failed copy, a truncated restore) is no database either.
  writeFileSync(sqlitePath, "");
  expect(await refusal(config)).toContain("Démarrage refusé");

  rmSync(`${sqlitePath}.marker`);
  const lines = await startAndStop(config);
  expect(lines.filter(isNewDatabaseLine)).toHaveLength(1);
  const after = JSON.parse(readFileSync(`${sqlitePath}.marker`, "utf8"));
  expect(after.siteId).not.toBe(before.siteId);
}, 60_000);

it("development and a local preview make a fresh database whatever the marker says, with the one log line", async () => {
  const folder = stateFolder();
  const sqlitePath = join(folder, "site.db");
  writeFileSync(`${sqlitePath}.marker`, JSON.stringify({ siteId: "une-autre-base", databaseCreatedAt: "2026-01-01T00:00:00.000Z" }));

  const development = await startAndStop(parseConfig({ NODE_ENV: "development", SQLITE_PATH: sqlitePath }));
  expect(development.filter(isNewDatabaseLine)).toHaveLength(1);
  for (const file of [sqlitePath, `${sqlitePath}-wal`, `${sqlitePath}-shm`]) rmSync(file, { force: true });
  const preview = await startAndStop(parseConfig({ NODE_ENV: "production", LOCAL_PREVIEW: "1", SQLITE_PATH: sqlitePath }));
  expect(preview.filter(isNewDatabaseLine)).toHaveLength(1);
  // Neither touches the marker: only a real server keeps it.
  expect(JSON.parse(readFileSync(`${sqlitePath}.marker`, "utf8")).siteId).toBe("une-autre-base");
}, 60_000);

describeOn("postgres", "the marker of a PostgreSQL database, in the site's state folder", () => {
  it("refuses a production start on an empty database once the marker is written", async () => {
    const cluster = await startThrowawayPostgres();
    onTestFinished(() => cluster.stop());
    const folder = stateFolder();
    const config = production({ DATABASE_URL: cluster.url.replace(/\/postgres$/, "/kheops"), SQLITE_PATH: join(folder, "site.db") });
    const createEmpty = async () => {
      const client = new pg.Client({ connectionString: cluster.url });
      await client.connect();
      await client.query("drop database if exists kheops with (force)");
      await client.query("create database kheops");
      await client.end();
    };
    await createEmpty();

    expect((await startAndStop(config)).filter(isNewDatabaseLine)).toHaveLength(1);
    expect(existsSync(join(folder, "postgres.marker"))).toBe(true);
    expect(existsSync(join(folder, "site.db"))).toBe(false);

    await createEmpty();
    const message = await refusal(config);
    expect(message).toContain(`le marqueur ${join(folder, "postgres.marker")}`);
    expect(message).toContain("postgres://127.0.0.1");
    expect(message).toContain("/kheops est absente ou vide");
  }, 120_000);
});
