import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from "node:crypto";

/**
 * Staff passwords are stored as scrypt hashes (Node's own, in libuv's thread pool, so a hash never blocks
 * the event loop). Parameters: N = 2^15, r = 8, p = 3, one of OWASP's recommended equivalents of
 * N = 2^17 that needs 32 MiB instead of 128 MiB per hash in flight. They are written into each hash,
 * so raising them later only affects new hashes.
 */
const current = { N: 2 ** 15, r: 8, p: 3 };
const keyLength = 32;

function derive(password: string, salt: Buffer, { N, r, p }: { N: number; r: number; p: number }): Promise<Buffer> {
  const options: ScryptOptions = { N, r, p, maxmem: 256 * N * r };
  return new Promise((resolve, reject) =>
    scrypt(password.normalize("NFC"), salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

/** `scrypt$N$r$p$salt$hash` (salt and hash base64url). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, current);
  return ["scrypt", current.N, current.r, current.p, salt.toString("base64url"), key.toString("base64url")].join("$");
}

/** A hash nothing matches, checked when no account has the address: an unknown address takes as long as a known one. */
const decoy = hashPassword(randomBytes(24).toString("base64url"));

/** Whether `password` is the one of `stored` (null: no password yet, which nothing matches, in the same time). */
export async function passwordMatchesHash(password: string, stored: string | null): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = (stored ?? (await decoy)).split("$");
  if (scheme !== "scrypt" || !salt || !key) return false;
  const expected = Buffer.from(key, "base64url");
  const given = await derive(password, Buffer.from(salt, "base64url"), { N: Number(n), r: Number(r), p: Number(p) });
  return stored !== null && given.length === expected.length && timingSafeEqual(given, expected);
}
