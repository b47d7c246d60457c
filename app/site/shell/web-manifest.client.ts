/** The installable site's description: its name, colours and home-screen icons (public/manifest.webmanifest). */
const webManifestPath = "/manifest.webmanifest";

/**
 * Names the web app manifest once the page is painted (decision 034). Named in the HTML, the manifest and the icon
 * Chromium then fetches to judge the site installable (5.9 KB in two requests) shared the first round trips with the
 * stylesheet and the page's first picture. A page whose scripts do not run names no manifest: installed from it,
 * the site would be a bookmark with the apple-touch-icon, not an app of its own. Reading offline, what installing
 * gives here above all, needs the service worker, which a script registers too.
 */
export function nameWebManifest(): void {
  if (document.querySelector('link[rel="manifest"]')) return;
  const link = document.createElement("link");
  link.rel = "manifest";
  link.href = webManifestPath;
  document.head.append(link);
}
