// Prints the site's nginx block (deploy/nginx/kheops-site.conf, with deploy/nginx/page-cache.conf)
// for a real server, to save in /etc/nginx/conf.d/. Settings from the environment:
//   NGINX_LISTEN (80), NGINX_SERVER_NAME (kheops.cm www.kheops.cm),
//   NGINX_UPSTREAMS (127.0.0.1:3001,127.0.0.1:3002: one per systemd instance),
//   NGINX_CLIENT_DIR (build/client of this checkout), NGINX_CACHE_DIR (/var/cache/nginx/kheops-site),
//   NGINX_PAGE_CACHE (on; off for none), NGINX_TLS_CERTIFICATE and NGINX_TLS_KEY (paths: TLS and HTTP/2 on
//   NGINX_LISTEN, e.g. 443). Brotli is on when Debian's modules are installed.
// Usage: npx tsx scripts/nginx-config.ts > /etc/nginx/conf.d/kheops-site.conf && nginx -t && systemctl reload nginx
import { resolve } from "node:path";
import { brotliModulesInstalled, renderNginxSite } from "../deploy/nginx-config";

const env = process.env;
process.stdout.write(
  renderNginxSite({
    listen: env.NGINX_LISTEN ?? "80",
    serverName: env.NGINX_SERVER_NAME ?? "kheops.cm www.kheops.cm",
    upstreams: (env.NGINX_UPSTREAMS ?? "127.0.0.1:3001,127.0.0.1:3002").split(",").map((address) => address.trim()),
    clientDir: resolve(env.NGINX_CLIENT_DIR ?? "build/client"),
    cacheDir: env.NGINX_CACHE_DIR ?? "/var/cache/nginx/kheops-site",
    pageCache: env.NGINX_PAGE_CACHE !== "off",
    brotli: brotliModulesInstalled(),
    ...(env.NGINX_TLS_CERTIFICATE && env.NGINX_TLS_KEY ? { tls: { certificate: env.NGINX_TLS_CERTIFICATE, key: env.NGINX_TLS_KEY } } : {}),
  }),
);
