import { Kysely, PostgresDialect } from "kysely";
import pg from "pg";
import { describe, onTestFinished } from "vitest";
import type { Database } from "~/lib/db/schema";
import { type Cluster, type ClusterOptions, clusterUnavailableReason, startCluster } from "./cluster";

const unavailable = clusterUnavailableReason();

/** A describe block that needs a cluster: skipped, with the reason in its title, where one cannot start. */
export function describeCluster(title: string, body: () => void): void {
  (unavailable ? describe.skip : describe)(unavailable ? `${title} [skipped: ${unavailable}]` : title, body);
}

/** A cluster for this test (forms not rate-limited: the tests post from one address), stopped when it ends. */
export async function startTestCluster(options: ClusterOptions = {}): Promise<Cluster> {
  const cluster = await startCluster({ ...options, env: { FORMS_RATE_LIMIT_PER_MINUTE: "10000", ...options.env } });
  onTestFinished(() => cluster.stop());
  return cluster;
}

/** The cluster's database, as the test reads it. */
export function clusterDatabase(cluster: Cluster): Kysely<Database> {
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: cluster.postgres.url, max: 2 }) }),
  });
  onTestFinished(() => db.destroy());
  return db;
}
