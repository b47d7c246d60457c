import { describe, expect, it } from "vitest";
import { deviceLabel } from "./device-label";

describe("a session's device, as its owner recognises it", () => {
  it("names the browser and the system", () => {
    const android =
      "Mozilla/5.0 (Linux; Android 14; SM-A155F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
    expect(deviceLabel(android)).toBe("Chrome sur Android");
    const iphone =
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
    expect(deviceLabel(iphone)).toBe("Safari sur iPhone");
    expect(deviceLabel("Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0")).toBe("Firefox sur Linux");
  });

  it("says nothing when the browser said nothing", () => {
    expect(deviceLabel(undefined)).toBeUndefined();
    expect(deviceLabel("")).toBeUndefined();
    expect(deviceLabel("curl/8.5.0")).toBeUndefined();
  });
});
