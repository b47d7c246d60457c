import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));

export interface NginxSiteOptions {
  /** Where nginx listens: a port, or address:port. */
  listen: string;
  serverName: string;
  /** The instances, as host:port. */
  upstreams: string[];
  /** The built client (build/client): nginx serves /assets from it. */
  clientDir: string;
  cacheDir: string;
  /** The micro-cache of anonymous pages (deploy/nginx/page-cache.conf); off to measure without it. */
  pageCache: boolean;
  /** Whether the Brotli modules are loaded (Debian's libnginx-mod-http-brotli-filter and -static). */
  brotli: boolean;
  /**
   * TLS on `listen`, with HTTP/2: the files a page asks for at once then share its connection instead of opening
   * one each, with their own handshakes (decision 027). Without it, TLS is added by the host (certbot).
   */
  tls?: { certificate: string; key: string };
}

const brotliModules = {
  filter: "/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so",
  static: "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so",
};

/** True when Debian's Brotli modules for nginx are installed on this machine. */
export function brotliModulesInstalled(): boolean {
  return existsSync(brotliModules.filter) && existsSync(brotliModules.static);
}

/** The `load_module` lines for the main context of a stand-alone nginx.conf (Debian loads them itself). */
export function brotliLoadModules(): string {
  return `load_module ${brotliModules.filter};\nload_module ${brotliModules.static};`;
}

/** deploy/nginx/kheops-site.conf with its marks filled in: the site's block for nginx's http context. */
export function renderNginxSite(options: NginxSiteOptions): string {
  const fill: Record<string, string> = {
    UPSTREAM_SERVERS: options.upstreams.map((address) => `    server ${address} max_fails=1 fail_timeout=5s;`).join("\n"),
    CACHE_DIR: options.cacheDir,
    LISTEN: options.tls ? `${options.listen} ssl http2` : options.listen,
    TLS: options.tls ? `    ssl_certificate ${options.tls.certificate};\n    ssl_certificate_key ${options.tls.key};` : "",
    SERVER_NAME: options.serverName,
    CLIENT_DIR: options.clientDir,
    BROTLI: options.brotli
      ? "    brotli on;\n    brotli_comp_level 4;\n    brotli_min_length 1024;\n    brotli_types text/css text/javascript application/javascript application/json application/xml application/rss+xml image/svg+xml text/plain text/csv;"
      : "",
    BROTLI_STATIC: options.brotli ? "        brotli_static on;" : "",
    PAGE_CACHE: options.pageCache ? readFileSync(here("./nginx/page-cache.conf"), "utf8").trimEnd() : "        proxy_cache off;",
  };
  const template = readFileSync(here("./nginx/kheops-site.conf"), "utf8");
  return template.replace(/\{\{([A-Z_]+)\}\}/g, (mark, name: string) => {
    const value = fill[name];
    if (value === undefined) throw new Error(`unknown mark ${mark} in deploy/nginx/kheops-site.conf`);
    return value;
  });
}
