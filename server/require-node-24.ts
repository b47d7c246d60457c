/**
 * The host's first import (server/index.ts): ES modules run their imports in order, so this check
 * runs before Express, the database driver (better-sqlite3) or sharp are loaded. Their native parts
 * are built for Node 24; the machine's own Node 20 crashed on them without a word (exit 139).
 * Keep in step with `engines` in package.json (a test compares them).
 */
import { nodeVersionText } from "../app/content/operator";

export const requiredNode = { major: 24, minor: 11 } as const;

/** The French message for a Node that cannot run the site, or undefined when `version` (e.g. "24.21.0") can. */
export function unsupportedNodeMessage(version: string): string | undefined {
  const [major = 0, minor = 0] = version.split(".").map(Number);
  if (major === requiredNode.major && minor >= requiredNode.minor) return undefined;
  return [
    nodeVersionText.required(requiredNode.major, requiredNode.minor, version),
    nodeVersionText.install(requiredNode.major),
    nodeVersionText.run,
  ].join("\n");
}

const problem = unsupportedNodeMessage(process.versions.node);
if (problem) {
  process.stderr.write(`${problem}\n`);
  process.exit(1);
}
