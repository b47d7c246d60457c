import { expect, it } from "vitest";
import { formatDuration, formatSize } from "./size";

it("prints sizes in powers of 1 024 and durations in seconds, then minutes", () => {
  expect(formatSize(850)).toBe("850\u00a0o");
  expect(formatSize(12.3 * 1024 * 1024)).toBe("12,3\u00a0Mo");
  expect(formatSize(1024)).toBe("1\u00a0ko");
  expect(formatDuration(430)).toBe("0,4\u00a0s");
  expect(formatDuration(12_400)).toBe("12\u00a0s");
  expect(formatDuration(185_000)).toBe("3\u00a0min 05\u00a0s");
});
