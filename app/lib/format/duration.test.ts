import { expect, it } from "vitest";
import { formatDuration } from "./duration";

it("prints durations in seconds, then minutes", () => {
  expect(formatDuration(430)).toBe("0,4\u00a0s");
  expect(formatDuration(12_400)).toBe("12\u00a0s");
  expect(formatDuration(185_000)).toBe("3\u00a0min 05\u00a0s");
});
