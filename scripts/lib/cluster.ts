import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { brotliLoadModules, brotliModulesInstalled, type NginxSiteOptions, renderNginxSite } from "../../deploy/nginx-config";
import { freePort } from "./free-port";
import { type HostProcess, spawnHost, stopHost, waitForHealth } from "./host-process";
import { postgresUnavailableReason, startThrowawayPostgres, type ThrowawayPostgres } from "./postgres";
import { settleWithin, timedOut, waitUntil } from "./wait";

// Plain Node, shared by the scripts and the tests (tests/README.md): `npm run cluster`, `npm run load` and the
// cluster tests (through startTestCluster of tests/helpers/site.ts) all use it.

const nginxBinary = "/usr/sbin/nginx";
const builtHost = resolve("build/host.js");
const clientDir = resolve("build/client");

/** Why a cluster cannot start here, or undefined when it can. */
export function clusterUnavailableReason(): string | undefined {
  if (!existsSync(nginxBinary)) return "nginx is not installed (apt-get install nginx)";
  if (!existsSync(builtHost)) return "the site is not built (npm run build)";
  return postgresUnavailableReason();
}

export interface ClusterInstance {
  port: number;
  url: string;
  host: HostProcess;
}

export interface Nginx {
  url: string;
  port: number;
  /** Everything nginx wrote on stderr (its error log goes there). */
  output: () => string;
  stop: () => Promise<void>;
}

export interface Cluster {
  /** nginx, in front of every instance. */
  url: string;
  instances: ClusterInstance[];
  postgres: ThrowawayPostgres;
  nginx: Nginx;
  /** The settings every instance runs with (the same SESSION_SECRET, so cookies work on each). */
  env: Record<string, string>;
  /** Kills instance `index` at once (SIGKILL), as a crash would. */
  kill: (index: number) => Promise<void>;
  /** Starts instance `index` again on its port, with `env` over the cluster's, and waits until it answers. */
  restart: (index: number, env?: Record<string, string>) => Promise<void>;
  stop: () => Promise<void>;
}

export interface ClusterOptions {
  instances?: number;
  /** nginx's micro-cache of anonymous pages (deploy/nginx/page-cache.conf). */
  pageCache?: boolean;
  /** Settings for every instance, on top of the cluster's. */
  env?: Record<string, string>;
  /** An nginx port to listen on (a free one by default). */
  port?: number;
}

/** Starts nginx in the foreground from a throwaway prefix, with the site's block of deploy/nginx. */
export function startNginx({
  upstreams,
  pageCache,
  port,
  tls,
}: {
  upstreams: string[];
  pageCache: boolean;
  port?: number;
  /** TLS and HTTP/2 (the bench's BENCH_HTTP2): its url is then https. */
  tls?: NginxSiteOptions["tls"];
}): Promise<Nginx> {
  return startNginxWith(
    port,
    (listen, prefix) =>
      renderNginxSite({
        listen,
        serverName: "localhost",
        upstreams,
        clientDir,
        cacheDir: join(prefix, "cache"),
        pageCache,
        brotli: brotliModulesInstalled(),
        ...(tls ? { tls } : {}),
      }),
    tls ? "https" : "http",
  );
}

/**
 * nginx serving the files of `root` as they are (an HTML page at <path>/index.html), compressed on
 * the fly like the site's block does: the ceiling of what this machine can serve (npm run load).
 */
export function startStaticNginx({ root, port }: { root: string; port?: number }): Promise<Nginx> {
  return startNginxWith(port, (listen) =>
    [
      "server {",
      `    listen ${listen};`,
      "    gzip on;",
      "    gzip_comp_level 5;",
      "    gzip_min_length 1024;",
      "    location / {",
      `        root ${root};`,
      "        default_type text/html;",
      "        try_files $uri $uri/index.html =404;",
      "    }",
      "}",
    ].join("\n"),
  );
}

async function startNginxWith(
  port: number | undefined,
  site: (listen: string, prefix: string) => string,
  scheme: "http" | "https" = "http",
): Promise<Nginx> {
  const listenPort = port ?? (await freePort());
  const prefix = mkdtempSync(join(tmpdir(), "site-nginx-"));
  mkdirSync(join(prefix, "logs"));
  const brotli = brotliModulesInstalled();
  // A stand-alone nginx.conf around the site's block. As root, the workers stay root: they read the
  // build and write the cache in this throwaway prefix, and only listen on 127.0.0.1.
  const main = [
    brotli ? brotliLoadModules() : "",
    process.getuid?.() === 0 ? "user root;" : "",
    "worker_processes auto;",
    `pid ${join(prefix, "nginx.pid")};`,
    "error_log stderr warn;",
    "events { worker_connections 4096; }",
    "http {",
    "    include /etc/nginx/mime.types;",
    "    default_type application/octet-stream;",
    "    access_log off;",
    "    sendfile on;",
    `    client_body_temp_path ${join(prefix, "body")};`,
    `    proxy_temp_path ${join(prefix, "proxy")};`,
    `    fastcgi_temp_path ${join(prefix, "fastcgi")};`,
    `    uwsgi_temp_path ${join(prefix, "uwsgi")};`,
    `    scgi_temp_path ${join(prefix, "scgi")};`,
    site(`127.0.0.1:${listenPort}`, prefix),
    "}",
  ].join("\n");
  const configFile = join(prefix, "nginx.conf");
  writeFileSync(configFile, main);
  execFileSync(nginxBinary, ["-t", "-q", "-p", prefix, "-c", configFile], { stdio: "pipe" });

  const child: ChildProcess = spawn(nginxBinary, ["-p", prefix, "-c", configFile, "-g", "daemon off;"], {
    stdio: ["ignore", "ignore", "pipe"],
  });
  let output = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<void>((resolveExit) => child.once("exit", () => resolveExit()));
  const url = `${scheme}://127.0.0.1:${listenPort}`;
  await waitForListening(
    listenPort,
    () => child.exitCode !== null,
    () => output,
  );
  return {
    url,
    port: listenPort,
    output: () => output,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill("SIGQUIT"); // graceful: finish what is open
        if ((await settleWithin(exited, 5_000)) === timedOut) {
          child.kill("SIGKILL");
          await exited;
        }
      }
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}

async function waitForListening(port: number, exited: () => boolean, output: () => string): Promise<void> {
  await waitUntil(
    async () => {
      if (exited()) throw new Error(`nginx exited:\n${output()}`);
      try {
        const response = await fetch(`http://127.0.0.1:${port}/`, { method: "HEAD", signal: AbortSignal.timeout(1_000) });
        await response.body?.cancel();
        return true; // any answer, even 502 while no instance is up: nginx listens
      } catch {
        return false;
      }
    },
    { timeoutMs: 10_000, intervalMs: 100, what: () => `nginx to listen on ${port}:\n${output()}` },
  );
}

/**
 * A throwaway PostgreSQL, `instances` production instances of the built site (build/host.js) on
 * free ports, and nginx in front: what deploy/ describes, on this machine.
 */
export async function startCluster({ instances = 2, pageCache = true, env = {}, port }: ClusterOptions = {}): Promise<Cluster> {
  const reason = clusterUnavailableReason();
  if (reason) throw new Error(`cannot start a cluster here: ${reason}`);
  const postgres = await startThrowawayPostgres();
  const nginxPort = port ?? (await freePort());
  const ports = await Promise.all(Array.from({ length: instances }, () => freePort()));
  const shared: Record<string, string> = {
    HOST: "127.0.0.1",
    DATABASE_URL: postgres.url,
    SITE_URL: `http://127.0.0.1:${nginxPort}`,
    TRUST_PROXY: "1",
    SESSION_SECRET: randomBytes(32).toString("hex"),
    LOG_LEVEL: "warn",
    SMTP_URL: "",
    FORMS_WEBHOOK_URL: "",
    GA4_MEASUREMENT_ID: "",
    GA4_API_SECRET: "",
    ...env,
  };
  const running: ClusterInstance[] = [];
  const startInstance = async (instancePort: number, own: Record<string, string> = {}): Promise<ClusterInstance> => {
    const host = spawnHost({ ...shared, ...own, PORT: String(instancePort) }, { mode: "production" });
    const url = `http://127.0.0.1:${instancePort}`;
    await waitForHealth(`${url}/healthz`, { host, timeoutMs: 60_000 });
    return { port: instancePort, url, host };
  };
  let nginx: Nginx | undefined;
  try {
    // One after the other: the first applies the migrations and seeds the articles.
    for (const instancePort of ports) running.push(await startInstance(instancePort));
    nginx = await startNginx({ upstreams: ports.map((p) => `127.0.0.1:${p}`), pageCache, port: nginxPort });
  } catch (error) {
    await Promise.all(running.map((instance) => stopHost(instance.host, { graceMs: 5_000 })));
    postgres.stop();
    throw error;
  }
  const front = nginx;
  return {
    url: front.url,
    instances: running,
    postgres,
    nginx: front,
    env: shared,
    async kill(index) {
      const instance = running[index];
      if (!instance) throw new Error(`no instance ${index}`);
      instance.host.child.kill("SIGKILL");
      await instance.host.exited;
    },
    async restart(index, own) {
      const instance = running[index];
      if (!instance) throw new Error(`no instance ${index}`);
      running[index] = await startInstance(instance.port, own);
    },
    async stop() {
      await front.stop();
      await Promise.all(running.map((instance) => stopHost(instance.host, { graceMs: 15_000 })));
      postgres.stop();
    },
  };
}
