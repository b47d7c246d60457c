/**
 * A piece of a page's enhancement, small enough to run in one short task. It may return the promise of its own
 * steps (`inTurns` again), which the caller then waits for.
 */
export type Enhancement = () => void | Promise<void>;

interface TaskScheduler {
  yield(): Promise<void>;
}

/**
 * Ends the current task and resumes in a new one: the page can answer a tap, and paint, in between. Chromium's
 * `scheduler.yield()` resumes ahead of other queued work; elsewhere a zero timeout does the same job.
 */
function nextTurn(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<TaskScheduler> }).scheduler;
  if (typeof scheduler?.yield === "function") return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Runs `steps` one after another, each in a task of its own (decision 029): one long task would keep a slow
 * phone from answering a tap until all of them were done. A step that fails is reported and the others still run:
 * each only adds to HTML that already works.
 */
export async function inTurns(steps: readonly Enhancement[]): Promise<void> {
  for (const step of steps) {
    await nextTurn();
    try {
      await step();
    } catch (error) {
      console.warn("An enhancement of the page failed:", error);
    }
  }
}
