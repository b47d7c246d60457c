import { expect, it } from "vitest";
import { logSafeUrl } from "./log-safe-url";

it("hides the unsubscribe link's address and token, and leaves other addresses as they are", () => {
  expect(logSafeUrl("/desinscription?email=awa%40exemple.cm&jeton=abc")).toBe("/desinscription?email=%E2%80%A6&jeton=%E2%80%A6");
  expect(logSafeUrl("http://localhost:3000/desinscription?JETON=abc&page=2")).toBe(
    "http://localhost:3000/desinscription?JETON=%E2%80%A6&page=2",
  );
  expect(logSafeUrl("/kheopscope?q=vente&tri=recent")).toBe("/kheopscope?q=vente&tri=recent");
  expect(logSafeUrl("/contact")).toBe("/contact");
});
