import { afterEach, expect, it, vi } from "vitest";
import { offlineText } from "~/content/offline";
import { sendForm } from "./send-form.client";

afterEach(() => {
  vi.unstubAllGlobals();
});

const fields = () => {
  const form = new FormData();
  form.set("email", "awa@exemple.cm");
  return form;
};

it("offline, sends nothing and answers the offline message", async () => {
  vi.stubGlobal("navigator", { onLine: false });
  const fetch = vi.fn();
  vi.stubGlobal("fetch", fetch);
  expect(await sendForm("/contact", fields())).toEqual({ status: "refused", message: offlineText.formNotSent });
  expect(fetch).not.toHaveBeenCalled();
});

it("gives the offline answer when the connection drops during the post", async () => {
  const browser = { onLine: true };
  vi.stubGlobal("navigator", browser);
  vi.stubGlobal("fetch", () => {
    browser.onLine = false;
    return Promise.reject(new TypeError("Failed to fetch"));
  });
  expect(await sendForm("/newsletter", fields())).toEqual({ status: "refused", message: offlineText.formNotSent });
});

it("answers the form's own failure when a post fails on the network while the browser says it is online", async () => {
  vi.stubGlobal("navigator", { onLine: true });
  vi.stubGlobal("fetch", () => Promise.reject(new TypeError("Failed to fetch")));
  const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
  expect(await sendForm("/contact", fields())).toEqual({ status: "error" });
  expect(warn).toHaveBeenCalled();
});

it("posts the fields as a form asking for JSON, and gives back the page's answer or the boundary's refusal", async () => {
  vi.stubGlobal("navigator", { onLine: true });
  const posted: RequestInit[] = [];
  const answers = [
    Response.json({ status: "sent" }),
    Response.json({ error: "Trop d'envois" }, { status: 429 }),
    new Response("<p>500</p>", { status: 500 }),
  ];
  vi.stubGlobal("fetch", (_url: string, init: RequestInit) => {
    posted.push(init);
    return Promise.resolve(answers.shift());
  });
  expect(await sendForm("/contact", fields())).toEqual({ status: "sent" });
  expect(await sendForm("/contact", fields())).toEqual({ status: "refused", message: "Trop d'envois" });
  expect(await sendForm("/contact", fields())).toEqual({ status: "error" });
  expect(String(posted[0]?.body)).toBe("email=awa%40exemple.cm");
  expect(posted[0]?.headers).toEqual({ accept: "application/json" });
});
