// The one script of every public page's HTML (app/site/shell/site.astro), written into the page: it imports nothing,
// so Astro inlines it. Once the first paint is on the screen it asks for the page's script (./enhance.client.ts),
// so that no file but the stylesheet and the first picture shares the first round trips (decisions 027 and 028).

import siteScriptUrl from "virtual:kheops/site-script-url";

/**
 * Runs `run` once the first paint is on the screen. A frame callback comes before its paint is shown, and on a slow
 * phone the paint can be shown well after it. The paint timing entry comes once the paint is shown.
 */
function afterFirstPaint(run: () => void): void {
  // A page prerendered ahead of a click is painted only when shown: its code comes now, to be ready then.
  if ((document as Document & { prerendering?: boolean }).prerendering) {
    run();
    return;
  }
  let ran = false;
  const once = () => {
    if (ran) return;
    ran = true;
    setTimeout(run, 0);
  };
  if (PerformanceObserver.supportedEntryTypes?.includes("paint")) {
    const observer = new PerformanceObserver((entries) => {
      if (entries.getEntriesByName("first-contentful-paint").length === 0) return;
      observer.disconnect();
      once();
    });
    observer.observe({ type: "paint", buffered: true });
  } else requestAnimationFrame(once);
  // A page opened in a background tab paints only when shown; its code still comes once it has loaded.
  const inBackground = () => document.visibilityState === "hidden" && once();
  if (document.readyState === "complete") inBackground();
  else addEventListener("load", inBackground, { once: true });
}

afterFirstPaint(() => {
  const script = document.createElement("script");
  script.type = "module";
  script.src = siteScriptUrl;
  document.head.append(script);
});
