import { join } from "node:path";
import Database from "better-sqlite3";

/**
 * The analytics events the public test site stored for one browser (its analytics client id), read
 * from its SQLite file. A beacon sent as a page is left (pagehide) goes out from the browser itself,
 * past Playwright's routes: what the server stored is what tells whether it arrived.
 */
export function storedAnalyticsEvents(clientId: string, name: string): Record<string, unknown>[] {
  const database = new Database(join(process.env.E2E_DATA_DIR ?? "", "site.db"), { readonly: true, fileMustExist: true });
  try {
    const rows = database.prepare("select params from analytics_event where client_id = ? and name = ?").all(clientId, name) as {
      params: string;
    }[];
    return rows.map((row) => JSON.parse(row.params) as Record<string, unknown>);
  } finally {
    database.close();
  }
}
