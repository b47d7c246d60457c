import type express from "express";
import { describe, expect, it } from "vitest";
import { parseConfig } from "../app/lib/config.server";
import { createProxyNotice } from "../app/lib/http/proxy-notice.server";
import { recordingLogger } from "../tests/helpers/recording-logger";
import { noticeUntrustedProxy } from "./notice-untrusted-proxy";

// The note « Un proxy non déclaré est devant le site » of 'Santé' and the logs. A test cannot open a
// connection from a public address, so the request is handed to the host's handler as Express would,
// with the peer's address on its socket (odd-requests.test.ts sends a real one from 127.0.0.1).

/** One request with X-Forwarded-For from `peer`, while TRUST_PROXY is off; what the instance then says. */
function requestFrom(peer: string, env: Record<string, string> = {}) {
  const logger = recordingLogger();
  const services = {
    config: parseConfig({ SITE_URL: "http://localhost:3000", ...env }),
    logger: logger as unknown as Parameters<typeof noticeUntrustedProxy>[0]["logger"],
    proxyNotice: createProxyNotice(),
  };
  const req = { headers: { "x-forwarded-for": "41.202.219.1" }, socket: { remoteAddress: peer } } as unknown as express.Request;
  let passedOn = false;
  noticeUntrustedProxy(services)(req, {} as express.Response, () => {
    passedOn = true;
  });
  return { passedOn, noted: services.proxyNotice.forwardedForIgnoredSince !== null, warnings: logger.entries.warn.length };
}

describe("the note that a proxy is in front while TRUST_PROXY is off", () => {
  it.each([
    "41.202.219.1",
    "8.8.8.8",
    "2c0f:f0f8::1",
    "::ffff:41.202.219.1",
    // Carrier-grade NAT and the like: shared by many, not ours.
    "100.64.0.1",
  ])("says nothing for X-Forwarded-For sent by a visitor from the public address %s", (peer) => {
    expect(requestFrom(peer)).toEqual({ passedOn: true, noted: false, warnings: 0 });
  });

  it.each([
    "127.0.0.1",
    "::1",
    "10.0.0.2",
    "172.16.5.4",
    "192.168.1.10",
    "169.254.10.1",
    "fd12:3456::1",
    "fe80::1%eth0",
    "::ffff:127.0.0.1",
    "::ffff:10.0.0.2",
  ])("notes it, once in the logs, for X-Forwarded-For from %s, where a proxy of ours could be", (peer) => {
    expect(requestFrom(peer)).toEqual({ passedOn: true, noted: true, warnings: 1 });
  });

  it("says nothing once TRUST_PROXY is set", () => {
    expect(requestFrom("127.0.0.1", { TRUST_PROXY: "1" })).toEqual({ passedOn: true, noted: false, warnings: 0 });
  });
});
