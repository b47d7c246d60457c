/**
 * Writes every lead as a CSV file for Excel: `npm run leads:export -- leads.csv`,
 * or to stdout without an argument. Reads the database from the usual settings
 * (DATABASE_URL, else SQLITE_PATH).
 */
import { existsSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import { leadsToCsv } from "../app/admin/desk/csv";
import { parseConfig } from "../app/lib/config.server";
import { openDatabase } from "../app/lib/db/db.server";

// No migrations (they are imported through Vite's import.meta.glob, which tsx cannot run):
// an export only reads, so it has no business migrating anyway.
const config = parseConfig(process.env);
const target = process.argv[2];

if (!config.DATABASE_URL && !existsSync(config.SQLITE_PATH)) {
  // Opening a missing SQLite file would create an empty database and export nothing.
  console.error(`Base introuvable : ${config.SQLITE_PATH} (réglez SQLITE_PATH ou DATABASE_URL).`);
  process.exit(1);
}

const { db, close } = openDatabase({ databaseUrl: config.DATABASE_URL, sqlitePath: config.SQLITE_PATH });
try {
  const rows = await db
    .selectFrom("lead")
    .select(["created_at", "kind", "email", "full_name", "summary", "payload"])
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  const csv = leadsToCsv(rows);
  if (target) {
    await writeFile(target, csv, "utf8");
    console.error(`${rows.length} demande(s) exportée(s) dans ${target}`);
  } else {
    process.stdout.write(csv);
  }
} catch (error) {
  console.error("Export impossible :", error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await close();
}
