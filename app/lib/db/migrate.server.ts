import { type Kysely, type Migration, type MigrationProvider, Migrator } from "kysely";
import { startupText } from "~/content/operator";

// Vite (build and Vitest) inlines every migration, so the bundle needs no
// migrations folder at run time.
const migrationModules = import.meta.glob<Migration>("../../../migrations/*.ts", { eager: true });

/** The migrations of migrations/, by name. */
export const migrationProvider: MigrationProvider = {
  async getMigrations() {
    return Object.fromEntries(
      Object.entries(migrationModules).map(([path, migration]) => [path.split("/").pop()?.replace(/\.ts$/, "") ?? path, migration]),
    );
  },
};

/** Applies every migration not yet applied; throws with the failing migration's name. */
// biome-ignore lint/suspicious/noExplicitAny: migrations run on any schema.
export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  const { error, results = [] } = await new Migrator({ db, provider: migrationProvider }).migrateToLatest();
  const failed = results.find((result) => result.status === "Error");
  if (error) {
    const cause = error instanceof Error ? error.message : String(error);
    throw new Error(startupText.migrationFailed(failed?.migrationName ?? startupText.unknownMigration, cause), { cause: error });
  }
  return results.filter((result) => result.status === "Success").map((result) => result.migrationName);
}
