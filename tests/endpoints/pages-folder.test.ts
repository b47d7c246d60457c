import { readdirSync } from "node:fs";
import { expect, it } from "vitest";

it("keeps tests out of app/pages, where Astro would make each file a route and build it into the server", () => {
  const files = readdirSync("app/pages", { recursive: true, encoding: "utf8" });
  expect(files.filter((file) => /\.(test|spec)\.[jt]sx?$/.test(file))).toEqual([]);
});
