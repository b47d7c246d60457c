import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from "node:crypto";

/**
 * Staff passwords are stored as scrypt hashes (Node's own, in libuv's thread pool, so a hash never blocks
 * the event loop). Parameters: N = 2^15, r = 8, p = 3, one of OWASP's recommended equivalents of
 * N = 2^17 that needs 32 MiB instead of 128 MiB per hash in flight. They are written into each hash,
 * so raising them later only affects new hashes.
 */
const current = { N: 2 ** 15, r: 8, p: 3 };
const keyLength = 32;

/** Why a password was not checked: the hashes the process allows at once are under way and as many wait already. */
export class HashingBusyError extends Error {
  override name = "HashingBusyError";
}

/** A few pieces of work at once, the others in line in the order they came. */
export interface WorkLine {
  /**
   * Runs `work` once a place is free. `refuseWhenFull`: rejects at once with HashingBusyError, rather than
   * wait, when the line already holds its `waiting` pieces.
   */
  run<T>(work: () => Promise<T>, options?: { refuseWhenFull?: boolean }): Promise<T>;
  /** Pieces of work under way. */
  readonly running: number;
  /** Pieces of work waiting for a place. */
  readonly waiting: number;
}

export function workLine({ atOnce, waiting }: { atOnce: number; waiting: number }): WorkLine {
  let running = 0;
  const queue: (() => void)[] = [];
  return {
    async run(work, { refuseWhenFull = false } = {}) {
      if (running < atOnce) running += 1;
      else if (refuseWhenFull && queue.length >= waiting) throw new HashingBusyError("too many passwords are being checked");
      // The place is handed over by the piece that ends, so `running` stays as it is.
      else await new Promise<void>((resolve) => queue.push(resolve));
      try {
        return await work();
      } finally {
        const next = queue.shift();
        if (next) next();
        else running -= 1;
      }
    },
    get running() {
      return running;
    },
    get waiting() {
      return queue.length;
    },
  };
}

/**
 * Every scrypt of the process goes through this line: two at once leave libuv's other two threads to the
 * files and the compression of the pages, and cap the memory at 64 MiB; a burst of sign-ins waits in line,
 * and beyond eight waiting a sign-in is refused at once (a password set by its owner waits its turn: it
 * comes with a session or a mailed link, which no stranger can send by the thousand).
 */
export const passwordHashing = workLine({ atOnce: 2, waiting: 8 });

function derive(password: string, salt: Buffer, { N, r, p }: { N: number; r: number; p: number }, refuseWhenFull = false): Promise<Buffer> {
  const options: ScryptOptions = { N, r, p, maxmem: 256 * N * r };
  return passwordHashing.run(
    () =>
      new Promise((resolve, reject) =>
        scrypt(password.normalize("NFC"), salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key))),
      ),
    { refuseWhenFull },
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

async function matches(password: string, stored: string | null, refuseWhenFull: boolean): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = (stored ?? (await decoy)).split("$");
  if (scheme !== "scrypt" || !salt || !key) return false;
  const expected = Buffer.from(key, "base64url");
  const given = await derive(password, Buffer.from(salt, "base64url"), { N: Number(n), r: Number(r), p: Number(p) }, refuseWhenFull);
  return stored !== null && given.length === expected.length && timingSafeEqual(given, expected);
}

/** Whether `password` is the one of `stored` (null: no password yet, which nothing matches, in the same time); waits its turn. */
export function passwordMatchesHash(password: string, stored: string | null): Promise<boolean> {
  return matches(password, stored, false);
}

/** The sign-in's check: the same, or "busy" at once when the line is full (the decoy of an unknown address too). */
export async function passwordMatchesHashUnlessBusy(password: string, stored: string | null): Promise<boolean | "busy"> {
  try {
    return await matches(password, stored, true);
  } catch (error) {
    if (error instanceof HashingBusyError) return "busy";
    throw error;
  }
}
