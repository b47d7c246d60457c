import { describe, expect, it } from "vitest";
import { keepThePageScriptHashes, scriptHash, scriptsAllowedEverywhere, withThePageScriptsOnly } from "./page-script-policy.server";

const island = "customElements.define('astro-island', class extends HTMLElement {})";
const visible = "(self.Astro ||= {}).visible = () => {}";
const idle = "(self.Astro ||= {}).idle = () => {}";
const policyOf = (...scripts: string[]) =>
  `default-src 'self';frame-ancestors 'none'; script-src 'self' ${[...scripts.map(scriptHash), ...scriptsAllowedEverywhere]
    .map((hash) => `'${hash}'`)
    .join(" ")}; style-src 'self' 'unsafe-inline' ;`;
const scriptSources = (policy: string) =>
  policy
    .split(";")
    .map((directive) => directive.trim())
    .find((directive) => directive.startsWith("script-src"))
    ?.split(" ")
    .slice(1);

describe("keepThePageScriptHashes", () => {
  it("keeps the hashes of the page's inline scripts, and the site's own, and drops the others", () => {
    const html = `<head><script>${island}</script><script type="module" src="/_astro/a.js"></script></head><body><script type="module">${visible}</script></body>`;
    const policy = keepThePageScriptHashes(policyOf(island, visible, idle), html);
    expect(scriptSources(policy)).toEqual([
      "'self'",
      `'${scriptHash(island)}'`,
      `'${scriptHash(visible)}'`,
      ...scriptsAllowedEverywhere.map((hash) => `'${hash}'`),
    ]);
    expect(policy).not.toContain(scriptHash(idle));
  });

  it("keeps a script that waits in a <template>, and leaves every other directive as it was", () => {
    const before = policyOf(island, idle);
    const policy = keepThePageScriptHashes(before, `<template><script>${idle}</script></template>`);
    expect(scriptSources(policy)).toContain(`'${scriptHash(idle)}'`);
    expect(scriptSources(policy)).not.toContain(`'${scriptHash(island)}'`);
    const others = (text: string) => text.split(";").filter((directive) => !directive.trim().startsWith("script-src"));
    expect(others(policy)).toEqual(others(before));
  });
});

describe("withThePageScriptsOnly", () => {
  it("answers a page with its trimmed policy and the same body and status", async () => {
    const html = `<!doctype html><script>${island}</script>`;
    const response = await withThePageScriptsOnly(
      new Response(html, {
        status: 404,
        statusText: "Not Found",
        headers: { "content-type": "text/html", "content-security-policy": policyOf(island, idle) },
      }),
    );
    expect(response.status).toBe(404);
    expect(response.statusText).toBe("Not Found");
    expect(await response.text()).toBe(html);
    expect(response.headers.get("content-security-policy")).not.toContain(scriptHash(idle));
    expect(response.headers.get("content-security-policy")).toContain(scriptHash(island));
  });

  it("leaves what is not a page as it came", async () => {
    const json = new Response("{}", { headers: { "content-type": "application/json", "content-security-policy": policyOf(idle) } });
    expect(await withThePageScriptsOnly(json)).toBe(json);
  });
});
