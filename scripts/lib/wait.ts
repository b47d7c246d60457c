// Plain Node, shared by the scripts and the tests (tests/README.md): the host and cluster helpers wait with it too.

/**
 * Waiting, in one place: the only module of the tests that sets a timer. A test waits for what it can
 * observe (an answer, a row, an event, a process's exit) by polling it with waitUntil, or puts a
 * deadline on a promise with withTimeout. Each timeout is a guard against a hang, never a measure: a
 * fixed sleep is a guess about the machine's speed, and how fast the site is belongs to `npm run bench`
 * and `npm run load`. Timers inside the site's code are moved by Vitest's fake timers or by a setting.
 */

export interface WaitOptions {
  /** Gives up after this long: a guard against a hang, not a measure of speed. */
  timeoutMs: number;
  /** What is waited for, for the error (a function: read when the wait fails, e.g. a process's output). */
  what: string | (() => string);
  /** Between the end of one check and the start of the next. */
  intervalMs?: number;
}

const defaultIntervalMs = 50;

/** What `settleWithin` resolves with when the time ran out first. */
export const timedOut = Symbol("timed out");

type Falsy = false | 0 | "" | null | undefined;

const nameOf = (what: WaitOptions["what"]) => (typeof what === "function" ? what() : what);

/** A pause between two checks of a poll, never a wait of its own. */
function pollPause(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * Calls `check` until it returns something truthy, which it resolves with; every `intervalMs` (50 by
 * default), for at most `timeoutMs`. An error thrown by `check` ends the wait at once (a process that
 * exited will not start answering): a check that may fail for a while catches its own errors.
 */
export async function waitUntil<T>(
  check: () => T | Promise<T>,
  { timeoutMs, what, intervalMs = defaultIntervalMs }: WaitOptions,
): Promise<Exclude<T, Falsy>> {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value as Exclude<T, Falsy>;
    const left = deadline - performance.now();
    if (left <= 0) throw new Error(`waited ${timeoutMs} ms for ${nameOf(what)}`);
    await pollPause(Math.min(intervalMs, left));
  }
}

/** `work`'s result, or `timedOut` if `timeoutMs` pass first; the timer is cleared either way. */
export async function settleWithin<T>(work: Promise<T>, timeoutMs: number): Promise<T | typeof timedOut> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<typeof timedOut>((resolve) => {
    timer = setTimeout(() => resolve(timedOut), timeoutMs);
  });
  try {
    return await Promise.race([work, limit]);
  } finally {
    clearTimeout(timer);
  }
}

/** `work`'s result; rejects, saying what was waited for, if `timeoutMs` pass first. */
export async function withTimeout<T>(work: Promise<T>, { timeoutMs, what }: Omit<WaitOptions, "intervalMs">): Promise<T> {
  const outcome = await settleWithin(work, timeoutMs);
  if (outcome === timedOut) throw new Error(`waited ${timeoutMs} ms for ${nameOf(what)}`);
  return outcome;
}

/**
 * Calls `action` every `intervalMs` until the returned function is called: a client that sends its
 * request a byte at a time, as a behaviour under test, not a wait.
 */
export function repeatEvery(intervalMs: number, action: () => void): () => void {
  const timer = setInterval(action, intervalMs);
  return () => clearInterval(timer);
}
