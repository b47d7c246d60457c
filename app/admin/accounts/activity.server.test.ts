import { beforeEach, expect, it } from "vitest";
import { describeOnEachEngine } from "../../../tests/helpers/database";
import { activityNames, listActivity, recordActivity } from "./activity.server";

const awa = { accountId: "account-awa", staffName: "Awa" };
const paul = { accountId: "account-paul", staffName: "Paul" };
const at = (minute: number) => new Date(Date.UTC(2026, 10, 27, 8, minute));

describeOnEachEngine("the activity log", (getHandle) => {
  beforeEach(async () => {
    await getHandle().db.deleteFrom("staff_activity").execute();
  });

  it("lists the newest lines first, as many as asked for", async () => {
    const { db } = getHandle();
    // Written out of order: the list follows the time of each action, not the order of the writes.
    for (const minute of [3, 0, 4, 1, 2])
      await recordActivity(db, minute % 2 ? awa : paul, "article-saved", `Article ${minute}`, at(minute));
    expect((await listActivity(db)).map((line) => line.subject)).toEqual(["Article 4", "Article 3", "Article 2", "Article 1", "Article 0"]);
    expect((await listActivity(db, 2)).map((line) => line.subject)).toEqual(["Article 4", "Article 3"]);
    expect(await listActivity(db, 1)).toEqual([
      { id: expect.any(String), at: at(4).toISOString(), accountName: "Paul", action: "article-saved", subject: "Article 4" },
    ]);
  });

  it("keeps the last 200 by default, and one person's lines when asked", async () => {
    const { db } = getHandle();
    for (let index = 0; index < 205; index++)
      await recordActivity(db, index % 5 ? awa : paul, "leads-exported", undefined, new Date(at(0).getTime() + index * 1000));
    const lines = await listActivity(db);
    expect(lines).toHaveLength(200);
    expect(lines[0]?.at).toBe(new Date(at(0).getTime() + 204 * 1000).toISOString());
    expect(lines.at(-1)?.at).toBe(new Date(at(0).getTime() + 5 * 1000).toISOString());
    expect(lines[0]?.subject).toBeNull();

    const paulsLines = await listActivity(db, 200, { accountName: "Paul" });
    expect(paulsLines).toHaveLength(41);
    expect(paulsLines.every((line) => line.accountName === "Paul")).toBe(true);
    expect(await activityNames(db)).toEqual(["Awa", "Paul"]);
  });

  it("cuts a long subject to 200 characters", async () => {
    const { db } = getHandle();
    await recordActivity(db, awa, "trash-emptied", "x".repeat(500), at(0));
    expect((await listActivity(db))[0]?.subject).toHaveLength(200);
  });
});
