import { afterEach, beforeEach, type MockInstance, vi } from "vitest";

// A console.error during a test is a failure unless the test
// expects it (a test that expects one replaces this spy with its own).
let errorSpy: MockInstance<typeof console.error>;

beforeEach(() => {
  errorSpy = vi.spyOn(console, "error");
});

afterEach(() => {
  const calls = errorSpy.mock.calls;
  const wasMocked = errorSpy.getMockImplementation() !== undefined;
  errorSpy.mockRestore();
  if (calls.length > 0 && !wasMocked) {
    throw new Error(`console.error pendant le test :\n${calls.map((call) => call.map(String).join(" ")).join("\n")}`);
  }
});
