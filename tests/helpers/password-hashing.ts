import { onTestFinished } from "vitest";
import { passwordHashing } from "~/admin/accounts/password-hash.server";
import { waitUntil } from "../../scripts/lib/wait";

/**
 * Takes `places` of the process's hashing line (two hash at once, eight wait) once it is idle, with work
 * that ends when the test does or calls the function returned: until then, no password is hashed.
 */
export async function holdPasswordHashing(places: number): Promise<() => Promise<void>> {
  await waitUntil(() => passwordHashing.running === 0, { timeoutMs: 10_000, what: "the hashing line to be idle" });
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const done = Promise.all(Array.from({ length: places }, () => passwordHashing.run(() => held)));
  const end = async () => {
    release();
    await done;
  };
  onTestFinished(end);
  return end;
}
