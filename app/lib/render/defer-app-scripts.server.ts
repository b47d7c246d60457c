/**
 * Moves the application's JavaScript behind the first paint (issue 14, docs/decisions/011-first-paint-before-javascript.md).
 *
 * React Router writes a `<link rel="modulepreload">` per module into the head and one inline module script that
 * imports them and hydrates. On a fast link the modules then arrive, and run, before the browser's first paint,
 * so a slow phone network makes the visitor wait for 140 KB of JavaScript before seeing text that was already
 * in the HTML. Every page works without JavaScript, so nothing is lost by painting first: the preloads are
 * made inert, and a small inline script turns them back on, with a copy of the module script, once the first
 * contentful paint is recorded (at the load event in a tab opened in the background, or without paint timing).
 */
const modulePreload = /<link rel="modulepreload" href="([^"]+)"[^>]*\/>/g;
const moduleScript = /<script nonce="([^"]*)" type="module" async="">([\s\S]*?)<\/script>/;

// Turns the inert preloads into real ones and runs a copy of the inert module script, once.
const starter =
  `(function(){var nonce=document.currentScript.nonce,started=false;` +
  `function start(){if(started)return;started=true;` +
  `document.querySelectorAll("link[data-deferred-rel]").forEach(function(link){link.rel=link.getAttribute("data-deferred-rel")});` +
  `var script=document.createElement("script");script.type="module";script.nonce=nonce;` +
  `script.textContent=document.getElementById("deferred-module").textContent;document.body.appendChild(script)}` +
  // No timer: a test's fake clock, paused before the page opens, must not hold the page back.
  `try{new PerformanceObserver(function(list){if(list.getEntriesByName("first-contentful-paint").length)start()}).observe({type:"paint",buffered:true})}` +
  `catch(error){addEventListener("load",start)}` +
  // A tab opened in the background paints nothing until it is shown.
  `addEventListener("load",function(){if(document.visibilityState==="hidden")start()})})()`;

export function deferAppScripts(html: string): string {
  const script = moduleScript.exec(html);
  if (!script) return html;
  const [tag, nonce = "", code = ""] = script;
  return html
    .replace(modulePreload, (_link, href: string) => `<link data-deferred-rel="modulepreload" href="${href}"/>`)
    .replace(
      tag,
      () =>
        `<script type="text/x-deferred-module" id="deferred-module" nonce="${nonce}">${code}</script><script nonce="${nonce}">${starter}</script>`,
    );
}
