import { describe, expect, it } from "vitest";
import { waitUntil, withTimeout } from "../../../scripts/lib/wait";
import { holdPasswordHashing } from "../../../tests/helpers/password-hashing";
import {
  HashingBusyError,
  hashPassword,
  passwordHashing,
  passwordMatchesHash,
  passwordMatchesHashUnlessBusy,
  workLine,
} from "./password-hash.server";

/** A piece of work that ends when the test says. */
function heldWork() {
  let finish = () => {};
  const ended = new Promise<void>((resolve) => {
    finish = resolve;
  });
  return { ended, finish };
}

describe("password hashing", () => {
  it("runs two pieces of work at once, the others in the order they came, and refuses one beyond eight waiting when asked to", async () => {
    const line = workLine({ atOnce: 2, waiting: 8 });
    const started: number[] = [];
    let busy = 0;
    let mostAtOnce = 0;
    const pieces = Array.from({ length: 10 }, () => heldWork());
    const runs = pieces.map((piece, n) =>
      line.run(
        async () => {
          started.push(n);
          busy += 1;
          mostAtOnce = Math.max(mostAtOnce, busy);
          await piece.ended;
          busy -= 1;
          return n;
        },
        { refuseWhenFull: true },
      ),
    );
    expect([line.running, line.waiting]).toEqual([2, 8]);
    const beyond = line.run(async () => "de trop", { refuseWhenFull: true });
    await expect(withTimeout(beyond, { timeoutMs: 10_000, what: "the refusal" })).rejects.toBeInstanceOf(HashingBusyError);
    // A piece that may wait (a password set by its owner) takes its place at the end of the line.
    const patient = line.run(async () => "à son tour");
    expect(line.waiting).toBe(9);
    for (const piece of pieces) piece.finish();
    expect(await Promise.all(runs)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(await patient).toBe("à son tour");
    expect(started).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(mostAtOnce).toBe(2);
    expect([line.running, line.waiting]).toEqual([0, 0]);
  });

  it("hashes every password in the process's line, the decoy of an address no account has included", async () => {
    const stored = await hashPassword("une phrase de passe");
    const release = await holdPasswordHashing(2);
    const settled: string[] = [];
    const noted = <T>(name: string, work: Promise<T>) => work.finally(() => settled.push(name));
    const hashes = [
      noted("new", hashPassword("un nouveau mot de passe")),
      noted("right", passwordMatchesHash("une phrase de passe", stored)),
      noted("decoy", passwordMatchesHash("une phrase de passe", null)),
    ] as const;
    await waitUntil(() => passwordHashing.waiting === 3, { timeoutMs: 10_000, what: "the three hashes to wait in line" });
    expect(settled).toEqual([]);
    await release();
    const [hash, right, decoy] = await Promise.all(hashes);
    expect(await passwordMatchesHash("un nouveau mot de passe", hash)).toBe(true);
    expect([right, decoy]).toEqual([true, false]);
  });

  it("says a sign-in's check is busy at once when the line is full, a known password or the decoy alike", async () => {
    const stored = await hashPassword("une phrase de passe");
    const release = await holdPasswordHashing(10);
    expect([passwordHashing.running, passwordHashing.waiting]).toEqual([2, 8]);
    const refusals = Promise.all([passwordMatchesHashUnlessBusy("une phrase de passe", stored), passwordMatchesHashUnlessBusy("x", null)]);
    expect(await withTimeout(refusals, { timeoutMs: 10_000, what: "the refusals" })).toEqual(["busy", "busy"]);
    await release();
    expect(await passwordMatchesHashUnlessBusy("une phrase de passe", stored)).toBe(true);
    expect(await passwordMatchesHashUnlessBusy("une phrase de passe", null)).toBe(false);
  });
});
