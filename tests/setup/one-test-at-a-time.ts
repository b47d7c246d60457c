import { beforeEach } from "vitest";

// What a test starts through tests/helpers is stopped when "the" test ends (Vitest's global onTestFinished), and the
// console.error spy of fail-on-console-error.ts is one for the whole process: both assume one test runs at a time in
// a file. Two concurrent tests share them, and one test's end stops the other's host (CI, 2026-12-04). So no test
// may run concurrently; files still run side by side, each in its own worker.
beforeEach(({ task }) => {
  if (task.concurrent) {
    throw new Error(
      `« ${task.name} » tourne en même temps qu'un autre test (concurrent) : les aides de tests/helpers ne le permettent pas`,
    );
  }
});
