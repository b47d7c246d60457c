import { execFileSync } from "node:child_process";
import { closeSync, mkdtempSync, openSync, rmSync, writeFileSync, writeSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import SQLite from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { refusalText } from "~/content/errors";
import { stopHost } from "../../scripts/lib/host-process";
import { waitUntil } from "../../scripts/lib/wait";
import { freshSqliteForHost } from "../helpers/database";
import { contactFormFields } from "../helpers/leads";
import { postForm, type Site, startSite } from "../helpers/site";

// The real host (the build) on SQLite, whose disk fills up or whose file goes while it runs (issue 37): forms answer
// the French 503 and nothing is acknowledged that is not stored, pages keep being served, /healthz says which part
// fails, and everything comes back without a restart once there is room again.

/** A small disk of its own (tmpfs), or why there cannot be one here: mounting needs root, and a machine that allows it. */
function smallDiskUnavailableReason(): string | undefined {
  if (process.getuid?.() !== 0) return "not root: cannot mount a tmpfs";
  const probe = mkdtempSync(join(tmpdir(), "site-disk-probe-"));
  try {
    execFileSync("mount", ["-t", "tmpfs", "-o", "size=1m", "tmpfs", probe], { stdio: "pipe" });
    execFileSync("umount", [probe], { stdio: "pipe" });
    return undefined;
  } catch (error) {
    return `mounting a tmpfs is not permitted here (${String(error).split("\n")[0]})`;
  } finally {
    rmSync(probe, { recursive: true, force: true });
  }
}

/** Writes filler bytes until the disk refuses any more (ENOSPC): a big chunk at a time, then a page at a time. */
function fillDisk(path: string): void {
  const file = openSync(path, "w");
  try {
    for (const size of [1024 * 1024, 4096]) {
      const chunk = Buffer.alloc(size, 0x61);
      for (;;) {
        try {
          writeSync(file, chunk);
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code === "ENOSPC") break;
          throw error;
        }
      }
    }
  } finally {
    closeSync(file);
  }
}

/** The contact form with a message of its own, to find it in the database. */
const contactWith = (tag: string) => ({ ...contactFormFields, message: `Bonjour, demande ${tag}` });

/** A post of the contact form, as a browser without script (a page) or as its island (JSON); status and text. */
async function postContact(site: Site, tag: string, asIsland: boolean): Promise<{ tag: string; status: number; text: string }> {
  const answer = asIsland
    ? await fetch(`${site.origin}/contact`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
        body: new URLSearchParams(contactWith(tag)).toString(),
      })
    : await postForm(site, "/contact", contactWith(tag));
  // React writes the apostrophe as an entity in the page.
  const text = (await answer.text()).replaceAll("&#x27;", "'").replaceAll("&#39;", "'");
  return { tag, status: answer.status, text };
}

/**
 * /healthz, polled until it says `database` (a request already on its way may get the former answer): its status and
 * body then.
 */
function healthOnceItSays(site: Site, database: string): Promise<{ status: number; body: unknown }> {
  return waitUntil(
    async () => {
      const answer = await fetch(`${site.origin}/healthz`);
      const body = (await answer.json()) as { database?: unknown };
      return body.database === database ? { status: answer.status, body } : undefined;
    },
    { timeoutMs: 15_000, intervalMs: 200, what: () => `/healthz to say ${database}; the host printed:\n${site.output()}` },
  );
}

/** The tags of the contact leads stored in the SQLite file at `path` (read once the host has stopped). */
function storedTags(path: string): string[] {
  const database = new SQLite(path, { readonly: true, fileMustExist: true });
  try {
    const rows = database.prepare("select payload from lead where kind = 'contact'").all() as { payload: string }[];
    return rows.map((row) => (JSON.parse(row.payload) as { message: string }).message.replace("Bonjour, demande ", "")).sort();
  } finally {
    database.close();
  }
}

const smallDiskSkip = smallDiskUnavailableReason();
const describeOnSmallDisk = smallDiskSkip ? describe.skip : describe;

describeOnSmallDisk(`a full disk under a running instance${smallDiskSkip ? ` [skipped: ${smallDiskSkip}]` : ""}`, () => {
  let disk: string | undefined;
  beforeAll(() => {
    disk = mkdtempSync(join(tmpdir(), "site-small-disk-"));
    execFileSync("mount", ["-t", "tmpfs", "-o", "size=8m", "tmpfs", disk], { stdio: "pipe" });
  });
  // Whatever happened (the host is killed when its test ends, before this runs).
  afterAll(() => {
    if (!disk) return;
    try {
      execFileSync("umount", [disk], { stdio: "pipe" });
    } catch {
      execFileSync("umount", ["-l", disk], { stdio: "pipe" });
    }
    rmSync(disk, { recursive: true, force: true });
  });

  it("answers forms the French 503 while the disk is full, acknowledges only what it stored, and takes leads again once there is room", async () => {
    if (!disk) throw new Error("no small disk");
    const path = join(disk, "site.db");
    const filler = join(disk, "filler");
    onTestFinished(() => rmSync(filler, { force: true }));
    const site = await startSite({ SQLITE_PATH: path, DATABASE_URL: "" });

    const answers = [await postContact(site, "avant", false)];
    expect(answers[0]?.status).toBe(200);

    fillDisk(filler);
    expect(await healthOnceItSays(site, "full")).toEqual({ status: 503, body: { status: "error", database: "full" } });
    const whileFull: Awaited<ReturnType<typeof postContact>>[] = [];
    for (let index = 0; index < 8; index++) whileFull.push(await postContact(site, `pleine-${index}`, index % 2 === 1));
    answers.push(...whileFull);
    for (const [index, answer] of whileFull.entries()) {
      expect(answer.status, answer.tag).toBe(503);
      if (index % 2 === 1) expect(JSON.parse(answer.text), answer.tag).toEqual({ error: refusalText.cannotStore });
      else expect(answer.text, answer.tag).toContain(refusalText.cannotStore);
    }
    // Reading still works.
    const home = await fetch(`${site.origin}/`);
    expect(home.status).toBe(200);
    await home.arrayBuffer();
    expect((await fetch(`${site.origin}/healthz`)).status).toBe(503);

    rmSync(filler);
    expect(await healthOnceItSays(site, "ok")).toEqual({ status: 200, body: { status: "ok", database: "ok" } });
    answers.push(await postContact(site, "apres", false), await postContact(site, "apres-ilot", true));
    expect(answers.slice(-2).map((answer) => answer.status)).toEqual([200, 200]);

    expect(await stopHost(site)).toBe(0);
    const acknowledged = answers.filter((answer) => answer.status < 400).map((answer) => answer.tag);
    expect(acknowledged.sort()).toEqual(["apres", "apres-ilot", "avant"]);
    // Every acknowledged lead is stored, and nothing refused was stored half-way.
    expect(storedTags(path)).toEqual(acknowledged);
    expect(site.output()).toContain("the database's disk is full");
    expect(site.output()).not.toContain("Cannot destructure");
    expect(site.output()).not.toContain("cannot rollback");
  }, 180_000);
});

// No tmpfs needed: any folder will do.
it("refuses forms and says so on /healthz once the database file is deleted, then replaced, under a running instance", async () => {
  const database = freshSqliteForHost();
  const path = database.env.SQLITE_PATH as string;
  const site = await startSite(database.env);
  expect((await postContact(site, "avant", false)).status).toBe(200);

  rmSync(path);
  expect(await healthOnceItSays(site, "missing")).toEqual({ status: 503, body: { status: "error", database: "missing" } });
  const refused = await postContact(site, "sans-fichier", false);
  expect(refused.status).toBe(503);
  expect(refused.text).toContain(refusalText.cannotStore);
  const page = await fetch(`${site.origin}/kheopscope`);
  expect(page.status).toBe(200);
  await page.arrayBuffer();
  expect(site.output()).toContain("the database file at SQLITE_PATH was deleted while the site has it open");

  // A file put in its place is not the one the site writes to either.
  writeFileSync(path, "");
  expect(await healthOnceItSays(site, "replaced")).toEqual({ status: 503, body: { status: "error", database: "replaced" } });
  expect((await postContact(site, "remplace", true)).status).toBe(503);
  expect(site.output()).toContain("is not the one the site opened");
}, 120_000);
