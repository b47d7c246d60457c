// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { recordVisitor, takeVisitorTrace } from "./visitor-trace";
import { wakesInView } from "./wake";

function island() {
  document.body.innerHTML = `<astro-island><form><input name="subject"><textarea name="message"></textarea><input name="email"></form></astro-island><form id="outside"><input name="q"></form>`;
  const element = document.querySelector("astro-island") as Element;
  const field = (name: string) => document.querySelector(`[name="${name}"]`) as HTMLInputElement;
  return { element, form: document.querySelector("astro-island form") as HTMLFormElement, field };
}

describe("the visitor's trace before an island wakes", () => {
  afterEach(() => {
    document.body.innerHTML = "";
  });

  it("keeps the fields typed in, even emptied again, and those left, without the ones only entered", () => {
    const { element, form, field } = island();
    recordVisitor(element);
    field("subject").value = "Devis";
    field("subject").dispatchEvent(new Event("input", { bubbles: true }));
    field("subject").value = "";
    field("subject").dispatchEvent(new Event("input", { bubbles: true }));
    field("message").dispatchEvent(new FocusEvent("focusout", { bubbles: true }));
    field("email").dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    const trace = takeVisitorTrace(form);
    expect([...(trace?.edited ?? [])]).toEqual(["subject"]);
    expect([...(trace?.left ?? [])]).toEqual(["message"]);
    expect(trace?.sendTried).toBe(false);
  });

  it("says a sending was tried, and is read once: a form rendered again starts from nothing", () => {
    const { element, form } = island();
    recordVisitor(element);
    form.dispatchEvent(new Event("submit", { bubbles: true, cancelable: true }));
    expect(takeVisitorTrace(form)?.sendTried).toBe(true);
    expect(takeVisitorTrace(form)).toBeUndefined();
  });

  it("is nothing outside an island", () => {
    island();
    expect(takeVisitorTrace(document.getElementById("outside") as HTMLFormElement)).toBeUndefined();
  });
});

describe("waking in view", () => {
  it("always with « visible », never at the first touch alone", () => {
    expect(wakesInView("visible")).toBe(true);
    expect(wakesInView(true)).toBe(false);
    expect(wakesInView(undefined)).toBe(false);
  });
});
