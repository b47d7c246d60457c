import { expect, it, onTestFinished } from "vitest";
import { createTestSqlite } from "../../../tests/helpers/database";
import { openDatabase } from "../db/db.server";
import { compareMigrations, defaultSqliteTarget, parseTarget, sqliteFileInUse } from "./restore.server";

it("tells a SQLite file a running site holds from one nobody has open", async () => {
  const sqlite = await createTestSqlite();
  onTestFinished(() => sqlite.destroy());
  expect(sqliteFileInUse(sqlite.path)).toBe(true); // the test's own connection, as a site's
  await sqlite.close();
  expect(sqliteFileInUse(sqlite.path)).toBe(false);
  const site = openDatabase({ sqlitePath: sqlite.path });
  await site.db.selectFrom("lead").select("id").execute();
  expect(sqliteFileInUse(sqlite.path)).toBe(true);
  await site.close();
});

it("names the restored file after the snapshot's time in Douala, next to the database", () => {
  expect(defaultSqliteTarget("/srv/kheops-site/data/site.db", new Date("2026-11-28T23:30:00Z"))).toBe(
    "/srv/kheops-site/data/site-restauree-2026-11-29-00h30.db",
  );
  expect(parseTarget("postgres://site@db/kheops_drill")).toEqual({ engine: "postgres", url: "postgres://site@db/kheops_drill" });
  expect(parseTarget("/tmp/copie.db")).toEqual({ engine: "sqlite", path: "/tmp/copie.db" });
});

it("says which migrations a restored database lacks, or has that the code does not know", () => {
  const known = ["001-a", "002-b", "003-c"];
  expect(compareMigrations(known, known)).toEqual({ status: "up-to-date", latest: "003-c" });
  expect(compareMigrations(["001-a"], known)).toEqual({ status: "behind", missing: ["002-b", "003-c"] });
  expect(compareMigrations([...known, "004-d"], known)).toEqual({ status: "ahead", unknown: ["004-d"] });
  expect(compareMigrations([], known)).toEqual({ status: "none" });
});
