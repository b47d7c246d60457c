import { type Kysely, type Migration, Migrator } from "kysely";
import type { Database } from "../../app/lib/db/schema";
import { knownMigrations } from "../backup-settings";

/**
 * Migrates `db` to the latest migration from a script run by tsx: the site's own migration provider
 * (app/lib/db/migrate.server.ts) uses Vite's import.meta.glob, which only runs inside Vite and Vitest, so each
 * migration is imported by itself here.
 */
export async function migrateOutsideVite(db: Kysely<Database>): Promise<void> {
  const migrations: Record<string, Migration> = {};
  for (const name of knownMigrations()) migrations[name] = (await import(`../../migrations/${name}.ts`)) as Migration;
  const { error } = await new Migrator({ db, provider: { getMigrations: async () => migrations } }).migrateToLatest();
  if (error) throw error;
}
