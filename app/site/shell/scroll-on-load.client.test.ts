// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { scrollOnLoad } from "./scroll-on-load.client";

type NavigationType = "navigate" | "reload" | "back_forward";

/**
 * The services page reached at `hash` by a navigation of `type`: 5 000 px tall (`pageHeight`), its plans 1 500 px
 * down with a scroll margin of 120 px, the page where the browser's own scroll to the fragment puts it (the plans
 * 120 px under the top, or the page's lowest place when they cannot come that high).
 */
function arriveAt(hash: string, type: NavigationType = "navigate", pageHeight = 5000) {
  window.location.hash = hash;
  document.body.innerHTML = `<section id="community-management-pricing" style="scroll-margin-top: 120px"></section>`;
  const plans = document.getElementById("community-management-pricing") as HTMLElement;
  plans.getBoundingClientRect = () => ({ top: 1500 - window.scrollY }) as DOMRect;
  Object.defineProperty(document.documentElement, "scrollHeight", { value: pageHeight, configurable: true });
  if (hash) window.scrollY = Math.min(1500 - 120, pageHeight - window.innerHeight);
  vi.spyOn(performance, "getEntriesByType").mockReturnValue([{ type } as PerformanceNavigationTiming]);
  const scrollTo = vi.spyOn(window, "scrollTo").mockImplementation(() => {});
  return { scrollTo };
}

/** What the visitor's own scrolling does to the page: it moves, and says so. */
function visitorScrolls(to: number) {
  window.dispatchEvent(new WheelEvent("wheel", { deltaY: to - window.scrollY }));
  window.scrollY = to;
}

beforeEach(() => {
  vi.useFakeTimers();
  window.scrollY = 0;
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("the services page's scroll on arrival", () => {
  it("brings the fragment's target under the navbar, smoothly, 300 ms after the page's script", () => {
    const { scrollTo } = arriveAt("#community-management-pricing");
    scrollOnLoad();
    vi.advanceTimersByTime(299);
    expect(scrollTo).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(scrollTo).toHaveBeenCalledWith({ top: 1500 - 120, behavior: "smooth" });
  });

  it("counts the 300 ms from the moment a page the browser prerendered is shown", () => {
    const { scrollTo } = arriveAt("#community-management-pricing");
    Object.defineProperty(document, "prerendering", { value: true, configurable: true });
    scrollOnLoad();
    vi.advanceTimersByTime(1000);
    expect(scrollTo).not.toHaveBeenCalled();
    Object.defineProperty(document, "prerendering", { value: false, configurable: true });
    document.dispatchEvent(new Event("prerenderingchange"));
    vi.advanceTimersByTime(300);
    expect(scrollTo).toHaveBeenCalledWith({ top: 1500 - 120, behavior: "smooth" });
  });

  it("leaves a visitor who scrolled in the meantime where they are", () => {
    const { scrollTo } = arriveAt("#community-management-pricing");
    scrollOnLoad();
    visitorScrolls(600);
    vi.advanceTimersByTime(1000);
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it("leaves a visitor who scrolled before the page's script came where they are", () => {
    const { scrollTo } = arriveAt("#community-management-pricing");
    window.scrollY = 600;
    scrollOnLoad();
    vi.advanceTimersByTime(1000);
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it("takes a page the browser could only bring to its lowest place as the browser left it", () => {
    const { scrollTo } = arriveAt("#community-management-pricing", "navigate", 2000);
    expect(window.scrollY).toBe(2000 - window.innerHeight);
    scrollOnLoad();
    vi.advanceTimersByTime(300);
    expect(scrollTo).toHaveBeenCalledWith({ top: 1500 - 120, behavior: "smooth" });
  });

  it("leaves a visitor who tapped in the meantime where they are", () => {
    const { scrollTo } = arriveAt("#community-management-pricing");
    scrollOnLoad();
    window.dispatchEvent(new PointerEvent("pointerdown"));
    vi.advanceTimersByTime(1000);
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it("leaves the page where something else moved it", () => {
    const { scrollTo } = arriveAt("#community-management-pricing");
    scrollOnLoad();
    window.scrollY = 420;
    vi.advanceTimersByTime(1000);
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it("leaves a reloaded page, or one returned to, where the browser put the visitor back", () => {
    for (const type of ["reload", "back_forward"] as const) {
      const { scrollTo } = arriveAt("#community-management-pricing", type);
      window.scrollY = 900;
      scrollOnLoad();
      vi.advanceTimersByTime(1000);
      expect(scrollTo, type).not.toHaveBeenCalled();
      vi.restoreAllMocks();
    }
  });

  it("does nothing without a fragment: the page opened at its top and may have been scrolled since", () => {
    const { scrollTo } = arriveAt("");
    window.scrollY = 700;
    scrollOnLoad();
    vi.advanceTimersByTime(1000);
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
