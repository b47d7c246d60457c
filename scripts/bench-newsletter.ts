// The newsletter's sending, measured: a fresh SQLite database with BENCH_SUBSCRIBERS confirmed subscribers (default
// 10 000), one letter queued for all (sendLetter: the time to queue), then sent batch after batch by the outbox's
// letter sender (deliverDueLetters, no per-minute cap) to an SMTP server on 127.0.0.1 that only counts, in a process
// of its own (the time to send). The sender's peak memory (maxRSS) is read after seeding, after queuing and after
// sending: it must not grow with the list.
// Usage: npm run bench:newsletter   (BENCH_SUBSCRIBERS=1000 to compare)
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { developmentSessionSecret } from "../app/lib/config.server";
import { openDatabase } from "../app/lib/db/db.server";
import { createLetterMailer, deliverDueLetters } from "../app/lib/newsletter/letter-delivery.server";
import { sendLetter } from "../app/lib/newsletter/letters.server";
import { seedConfirmedSubscribers, seedLetter } from "./lib/letter-seed";
import { migrateOutsideVite } from "./lib/migrate-outside-vite";

const subscribers = Number(process.env.BENCH_SUBSCRIBERS ?? 10_000);
const peakMiB = () => Math.round(process.resourceUsage().maxRSS / 1024);
/** The live heap once collected (with --expose-gc, as npm run bench:newsletter runs it): what the process holds on to. */
const liveHeapMiB = () => {
  (globalThis as { gc?: () => void }).gc?.();
  return Math.round(process.memoryUsage().heapUsed / 1024 / 1024);
};

const sink = spawn(process.execPath, [join(import.meta.dirname, "bench", "smtp-sink.mjs")], { stdio: ["pipe", "pipe", "inherit"] });
const lines = createInterface({ input: sink.stdout })[Symbol.asyncIterator]();
const nextLine = async () => String((await lines.next()).value ?? "");
const port = Number((await nextLine()).split(" ")[1]);

const dir = mkdtempSync(join(tmpdir(), "bench-newsletter-"));
const handle = openDatabase({ sqlitePath: join(dir, "site.db") });
try {
  await migrateOutsideVite(handle.db);
  await seedConfirmedSubscribers(handle.db, subscribers);
  const letterId = await seedLetter(handle.db);
  const afterSeeding = peakMiB();

  const queueStart = performance.now();
  const queued = await sendLetter(handle.db, letterId, "bench", "https://kheops.cm");
  const queueMs = performance.now() - queueStart;
  if (queued.outcome !== "sent") throw new Error(`not queued: ${queued.outcome}`);
  const afterQueuing = peakMiB();
  const heapBefore = liveHeapMiB();

  const settings = {
    SITE_URL: "https://kheops.cm",
    SESSION_SECRET: developmentSessionSecret,
    AGENCY_EMAIL: "contact@kheops.cm",
    LEADS_MAIL_FROM: undefined,
  };
  const mailer = createLetterMailer({
    SMTP_URL: `smtp://127.0.0.1:${port}`,
    AGENCY_EMAIL: "contact@kheops.cm",
    LEADS_MAIL_FROM: undefined,
  });
  const logger = { info() {}, warn() {}, error: console.error };
  const sendStart = performance.now();
  let delivered = 0;
  for (;;) {
    const outcome = await deliverDueLetters(handle.db, settings, mailer?.send, { logger, perMinute: 100_000, maxAttempts: 3 });
    delivered += outcome.delivered;
    if (outcome.claimed === 0) break;
  }
  const sendMs = performance.now() - sendStart;
  mailer?.close();
  sink.stdin.write("count\n");
  const received = Number((await nextLine()).split(" ")[1]);

  console.log(`subscribers            ${subscribers}`);
  console.log(`queue (sendLetter)     ${Math.round(queueMs)} ms`);
  console.log(`send (all batches)     ${(sendMs / 1000).toFixed(1)} s, ${Math.round(delivered / (sendMs / 1000))} mails/s`);
  console.log(`delivered / received   ${delivered} / ${received}`);
  console.log(`live heap (MiB)        before sending ${heapBefore}, after ${liveHeapMiB()}`);
  console.log(`peak RSS (MiB)         after seeding ${afterSeeding}, after queuing ${afterQueuing}, after sending ${peakMiB()}`);
  if (received !== subscribers || delivered !== subscribers) process.exitCode = 1;
} finally {
  sink.stdin.end();
  await handle.close();
  rmSync(dir, { recursive: true, force: true });
}
