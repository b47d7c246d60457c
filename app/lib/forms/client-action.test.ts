import { UNSAFE_ErrorResponseImpl as ErrorResponse } from "react-router";
import { afterEach, expect, it, vi } from "vitest";
import { offlineText } from "~/content/offline";
import { answerOrError } from "./client-action";

afterEach(() => {
  vi.unstubAllGlobals();
});

const failure = { status: "error" as const };
// What React Router makes of a clientAction's answer: its data, and the status that decides whether loaders run again.
const unwrap = (answer: unknown) =>
  answer instanceof Object && "init" in answer && "data" in answer
    ? { data: answer.data, status: (answer.init as ResponseInit | undefined)?.status }
    : { data: answer, status: undefined };

it("offline, sends nothing and answers the offline message with a failed status, so nothing reloads and the fields stay", async () => {
  vi.stubGlobal("navigator", { onLine: false });
  const serverAction = vi.fn(async () => ({ status: "sent" as const }));
  const answer = unwrap(await answerOrError(serverAction, failure));
  expect(serverAction).not.toHaveBeenCalled();
  expect(answer).toEqual({ data: { status: "refused", message: offlineText.formNotSent }, status: 503 });
});

it("gives the offline answer when the connection drops during the post", async () => {
  const browser = { onLine: true };
  vi.stubGlobal("navigator", browser);
  const dropping = () => {
    browser.onLine = false;
    return Promise.reject(new TypeError("Failed to fetch"));
  };
  const answer = unwrap(await answerOrError(dropping, { status: "error" as const, source: "Footer" }));
  expect(answer).toEqual({ data: { status: "refused", message: offlineText.formNotSent, source: "Footer" }, status: 503 });
});

it("keeps the form's own failure, without reloading the page's data, when a post fails on the network while the browser says it is online", async () => {
  vi.stubGlobal("navigator", { onLine: true });
  const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
  expect(unwrap(await answerOrError(() => Promise.reject(new TypeError("Failed to fetch")), failure))).toEqual({
    data: failure,
    status: 503,
  });
  expect(warn).toHaveBeenCalledOnce();
  warn.mockRestore();
});

it("keeps a refusal of the request boundary and a crashed server as they were", async () => {
  vi.stubGlobal("navigator", { onLine: true });
  const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
  const tooMany = new ErrorResponse(429, "Too Many Requests", { message: "Trop d'envois" });
  expect(await answerOrError(() => Promise.reject(tooMany), failure)).toEqual({
    status: "refused",
    message: "Trop d'envois",
  });
  expect(await answerOrError(() => Promise.reject(new Error("Unable to decode turbo-stream response")), failure)).toEqual(failure);
  expect(warn).toHaveBeenCalledOnce();
  warn.mockRestore();
  expect(await answerOrError(async () => ({ status: "sent" as const }), failure)).toEqual({ status: "sent" });
});
