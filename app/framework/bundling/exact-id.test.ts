import { expect, it } from "vitest";
import { exactId } from "./exact-id";

it("matches its id alone, with the characters module ids hold", () => {
  const helper = exactId("\0vite/preload-helper.js");
  expect(helper.test("\0vite/preload-helper.js")).toBe(true);
  expect(helper.test("\0vite/preload-helperXjs")).toBe(false);
  expect(helper.test("\0vite/preload-helper.js?x")).toBe(false);
  expect(helper.test("vite/preload-helper.js")).toBe(false);
});
