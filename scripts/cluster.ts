// npm run cluster: a throwaway PostgreSQL, N instances of the built site (default 2) and nginx in
// front, on free ports of 127.0.0.1, as deploy/ describes a real server. Ctrl-C stops them all.
// CLUSTER_INSTANCES=3 for more instances, CLUSTER_PORT=8080 for nginx's port, CLUSTER_CACHE=off
// without the micro-cache; ADMIN_PASSWORD and the other settings of .env.example pass through.

import { ensureBuilt } from "./lib/build";
import { startCluster } from "./lib/cluster";
import { ensureDebianPackages, nginxPackages } from "./lib/system-packages";

ensureDebianPackages("/usr/sbin/nginx", nginxPackages);
ensureBuilt();

const instances = Number(process.env.CLUSTER_INSTANCES ?? 2);
if (!Number.isInteger(instances) || instances < 1 || instances > 8) throw new Error("CLUSTER_INSTANCES must be 1 to 8");
const port = process.env.CLUSTER_PORT ? Number(process.env.CLUSTER_PORT) : undefined;

console.log(`Starting PostgreSQL, ${instances} instances and nginx...`);
const cluster = await startCluster({ instances, port, pageCache: process.env.CLUSTER_CACHE !== "off" });
console.log(`\nThe site, through nginx: ${cluster.url}`);
for (const [index, instance] of cluster.instances.entries()) console.log(`  instance ${index + 1}: ${instance.url}`);
console.log(`  PostgreSQL: ${cluster.postgres.url}`);
console.log("Ctrl-C stops everything.");

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  console.log("\nStopping nginx, the instances and PostgreSQL...");
  await cluster.stop();
  process.exit(0);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
