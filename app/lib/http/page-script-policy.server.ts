import { createHash } from "node:crypto";
// Relative imports: astro.config.ts reads this module too, outside the "~" alias.
import { speculationRulesText } from "../navigation/speculation-rules";
import { stylesheetFirstScript } from "../ui/stylesheet-first";

/** A CSP source for an inline script, by the hash of its text. */
export const scriptHash = (text: string): `sha256-${string}` => `sha256-${createHash("sha256").update(text).digest("base64")}`;

/**
 * The inline scripts every page may run that astro.config.ts names itself: the speculation rules the site's script
 * adds at the visitor's first move, and the script that makes the parser wait for the stylesheet.
 */
export const scriptsAllowedEverywhere: readonly `sha256-${string}`[] = [
  scriptHash(speculationRulesText),
  scriptHash(stylesheetFirstScript),
];

const inlineScript = /<script\b(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi;
// Astro's hashes are SHA-256 ones; any other source is left as it is.
const hashSource = /^'(sha256-[^']+)'$/;

/**
 * A page's policy with only the script hashes it needs. Astro lists in every page's `script-src` the hash of every
 * inline script of the build (each client directive's, the islands' own), 11 in all where a page carries 2 to 4 of
 * them: about 430 bytes of header that kept the home page and the subscription page over the 14 600 bytes of the
 * first round trip (decision 041). A hash stays when the page carries its script, in its HTML or in a `<template>`
 * of it, or when it is one of `scriptsAllowedEverywhere`; every other source stays as it is.
 */
export function keepThePageScriptHashes(policy: string, html: string): string {
  const carried = new Set<string>([...html.matchAll(inlineScript)].map((match) => scriptHash(match[1] ?? "")));
  for (const hash of scriptsAllowedEverywhere) carried.add(hash);
  return policy
    .split(";")
    .map((directive) => {
      const [name, ...sources] = directive.trim().split(/\s+/);
      if (name !== "script-src") return directive;
      const kept = sources.filter((source) => {
        const hash = hashSource.exec(source)?.[1];
        return hash === undefined || carried.has(hash);
      });
      return ` ${[name, ...kept].join(" ")}`;
    })
    .join(";");
}

/** A page answered with its policy trimmed to its own scripts (`keepThePageScriptHashes`); anything else as it came. */
export async function withThePageScriptsOnly(response: Response): Promise<Response> {
  const policy = response.headers.get("content-security-policy");
  if (!policy || !response.body || !response.headers.get("content-type")?.startsWith("text/html")) return response;
  const html = await response.text();
  const headers = new Headers(response.headers);
  headers.set("content-security-policy", keepThePageScriptHashes(policy, html));
  return new Response(html, { status: response.status, statusText: response.statusText, headers });
}
