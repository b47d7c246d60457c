import { beforeEach, expect, it } from "vitest";
import { backupText } from "~/content/backups";
import { describeOnEachEngine } from "../../../tests/helpers/database";
import { claimRun, failStaleRuns, finishRun, retryDelayMs, touchRun } from "./runs.server";

const hour = 3_600_000;
const minute = 60_000;
const at = (iso: string) => new Date(iso);

it("retries after 5 minutes, then 10, 20… never waiting more than the interval", () => {
  expect([1, 2, 3, 4, 5, 6, 7, 8].map((failures) => retryDelayMs(failures, 24 * hour) / minute)).toEqual([
    5, 10, 20, 40, 80, 160, 320, 640,
  ]);
  expect(retryDelayMs(12, 24 * hour)).toBe(24 * hour);
  expect(retryDelayMs(3, hour)).toBe(20 * minute);
  expect(retryDelayMs(5, hour)).toBe(hour);
});

describeOnEachEngine("backup runs in backup_run", (getHandle) => {
  beforeEach(async () => {
    await getHandle().db.deleteFrom("backup_run").execute();
  });

  const rows = () => getHandle().db.selectFrom("backup_run").selectAll().orderBy("started_at").execute();

  it("lets one run at a time: a second claim, even a command's, hears that one is running", async () => {
    const { db } = getHandle();
    const first = await claimRun(db, { trigger: "schedule", now: at("2026-11-28T10:00:00Z"), host: "a:1", intervalMs: 24 * hour });
    expect(first.status).toBe("claimed");
    const second = await claimRun(db, { trigger: "command", now: at("2026-11-28T10:00:01Z"), host: "b:2" });
    expect(second).toMatchObject({ status: "already-running", run: { host: "a:1", status: "running" } });
    expect(await rows()).toHaveLength(1);
  });

  it("claims at once from several connections: exactly one wins, the others hear it runs", async () => {
    const { db } = getHandle();
    const claims = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        claimRun(db, { trigger: "schedule", now: at("2026-11-28T10:00:00Z"), host: `h:${index}`, intervalMs: 24 * hour }),
      ),
    );
    expect(claims.filter((claim) => claim.status === "claimed")).toHaveLength(1);
    expect(await rows()).toHaveLength(1);
  });

  it("marks failed a run whose heartbeat stopped a minute ago, and only that one", async () => {
    const { db } = getHandle();
    const claim = await claimRun(db, { trigger: "command", now: at("2026-11-28T10:00:00Z"), host: "a:1" });
    if (claim.status !== "claimed") throw new Error("not claimed");
    await touchRun(db, claim.id, at("2026-11-28T10:05:00Z"));
    expect(await failStaleRuns(db, at("2026-11-28T10:05:59Z"))).toBe(0);
    expect(await failStaleRuns(db, at("2026-11-28T10:06:01Z"))).toBe(1);
    expect(await rows()).toEqual([expect.objectContaining({ status: "failed", error: backupText.stale, snapshot_id: null })]);
  });

  it("is due once per interval after a good run, and after failures again in 5, then 10 minutes", async () => {
    const { db } = getHandle();
    const scheduled = (iso: string) => claimRun(db, { trigger: "schedule", now: at(iso), host: "a:1", intervalMs: 24 * hour });
    const good = await scheduled("2026-11-27T10:00:00Z");
    if (good.status !== "claimed") throw new Error("not claimed");
    await finishRun(db, good.id, at("2026-11-27T10:01:00Z"), { status: "succeeded", snapshotId: "abc", bytes: 10 });
    expect((await scheduled("2026-11-28T09:59:59Z")).status).toBe("not-due");

    const failing = await scheduled("2026-11-28T10:00:01Z");
    if (failing.status !== "claimed") throw new Error("not claimed");
    await finishRun(db, failing.id, at("2026-11-28T10:00:30Z"), { status: "failed", error: "disque plein" });
    expect((await scheduled("2026-11-28T10:05:00Z")).status).toBe("not-due");
    const retry = await scheduled("2026-11-28T10:05:02Z");
    if (retry.status !== "claimed") throw new Error("not claimed");
    await finishRun(db, retry.id, at("2026-11-28T10:05:30Z"), { status: "failed", error: "disque plein" });
    expect((await scheduled("2026-11-28T10:15:01Z")).status).toBe("not-due");
    expect((await scheduled("2026-11-28T10:15:03Z")).status).toBe("claimed");
  });
});
