import { Kysely, PostgresDialect } from "kysely";
import pg from "pg";
import { describe, onTestFailed, onTestFinished } from "vitest";
import type { Database } from "~/lib/db/schema";
import { type Cluster, type ClusterOptions, clusterUnavailableReason, startCluster } from "./cluster";
import { ensureFreshBuild } from "./site";

const unavailable = clusterUnavailableReason();

/** A describe block that needs a cluster: skipped, with the reason in its title, where one cannot start. */
export function describeCluster(title: string, body: () => void): void {
  (unavailable ? describe.skip : describe)(unavailable ? `${title} [skipped: ${unavailable}]` : title, body);
}

/** A cluster for this test (forms not rate-limited: the tests post from one address), stopped when it ends. */
export async function startTestCluster(options: ClusterOptions = {}): Promise<Cluster> {
  // The instances run the production build: a stale one would test yesterday's code.
  await ensureFreshBuild();
  const cluster = await startCluster({ ...options, env: { FORMS_RATE_LIMIT_PER_MINUTE: "10000", ...options.env } });
  onTestFinished(() => cluster.stop());
  // What each process printed, to tell a crashed instance from a slow one when a test fails.
  onTestFailed(() => {
    for (const [index, instance] of cluster.instances.entries()) {
      const { exitCode, signalCode } = instance.host.child;
      console.error(`instance ${index} (exit ${exitCode ?? signalCode ?? "none"}):\n${instance.host.output().slice(-4_000)}`);
    }
    console.error(`nginx:\n${cluster.nginx.output().slice(-4_000)}`);
  });
  return cluster;
}

/** The cluster's database, as the test reads it. */
export function clusterDatabase(cluster: Cluster): Kysely<Database> {
  const pool = new pg.Pool({ connectionString: cluster.postgres.url, max: 2 });
  pool.on("error", () => {}); // a connection cut while a test stops PostgreSQL: the pool drops it
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  onTestFinished(() => db.destroy());
  return db;
}
