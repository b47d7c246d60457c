import { readFile } from "node:fs/promises";
import { join, normalize } from "node:path";

const publicDir = join(process.cwd(), "public");

/** A file of `public/` by its address ("/images/art/…"), or undefined when there is none. */
export async function publicFile(address: string): Promise<Buffer | undefined> {
  const path = normalize(join(publicDir, address));
  if (!path.startsWith(`${publicDir}/`)) return undefined;
  return readFile(path).catch(() => undefined);
}
