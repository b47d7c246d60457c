import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";

/**
 * Installs Debian packages the way .ci/run installs Chromium, when `binary` is missing: only as
 * root (apt-get needs it); otherwise stops with the command to run.
 */
export function ensureDebianPackages(binary: string, packages: string[]): void {
  if (existsSync(binary)) return;
  if (process.getuid?.() !== 0) {
    throw new Error(`${binary} is missing: run  sudo apt-get install ${packages.join(" ")}`);
  }
  console.log(`Installing Debian's ${packages.join(", ")}...`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
  execFileSync("apt-get", ["install", "-y", "-qq", ...packages], { stdio: ["ignore", "ignore", "inherit"], env });
}

/** nginx with the Brotli modules, as deploy/ expects it. */
export const nginxPackages = ["nginx", "libnginx-mod-http-brotli-filter", "libnginx-mod-http-brotli-static"];
