import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, it, onTestFinished } from "vitest";
import { createTestSqlite } from "../../../tests/helpers/database";
import { openDatabase } from "./db.server";
import { appliedMigrationCount, databaseLocationOf, markerPathOf, readStartMarker } from "./start-marker.server";

function tempFolder(): string {
  const folder = mkdtempSync(join(tmpdir(), "site-marker-"));
  onTestFinished(() => rmSync(folder, { recursive: true, force: true }));
  return folder;
}

it("keeps the marker beside the SQLite file, or in the state folder for PostgreSQL", () => {
  expect(markerPathOf({ SQLITE_PATH: "/var/lib/kheops-site/site.db" })).toBe("/var/lib/kheops-site/site.db.marker");
  expect(markerPathOf({ SQLITE_PATH: "/var/lib/kheops-site/site.db", DATABASE_URL: "postgres://site@db/kheops" })).toBe(
    "/var/lib/kheops-site/postgres.marker",
  );
});

it("names PostgreSQL's database without its password", () => {
  expect(databaseLocationOf({ SQLITE_PATH: "data/site.db", DATABASE_URL: "postgres://site:TresSecret@db.exemple.cm:5432/kheops" })).toBe(
    "postgres://db.exemple.cm:5432/kheops",
  );
});

it("counts a marker it cannot read as a marker: a damaged file must not let a start begin empty", () => {
  const folder = tempFolder();
  expect(readStartMarker(join(folder, "absent.marker"))).toBeNull();
  writeFileSync(join(folder, "damaged.marker"), "{ pas du JSON");
  expect(readStartMarker(join(folder, "damaged.marker"))).toEqual({ siteId: "", databaseCreatedAt: "" });
});

it("tells an empty database from a migrated one", async () => {
  const empty = openDatabase({ sqlitePath: join(tempFolder(), "vide.db") });
  onTestFinished(empty.close);
  expect(await appliedMigrationCount(empty.db)).toBe(0);
  const migrated = await createTestSqlite();
  onTestFinished(migrated.destroy);
  expect(await appliedMigrationCount(migrated.db)).toBeGreaterThanOrEqual(14);
});
