import { describe, expect, it } from "vitest";
import { silentLogger } from "../../../tests/helpers/site-services";
import { locateIp, unknownLocation } from "./geolocation.server";

describe("locateIp (offline DB-IP database)", () => {
  it("places a Douala address in Cameroon, in French", async () => {
    const location = await locateIp("41.202.219.1", silentLogger);
    expect(location).toMatchObject({ countryCode: "CM", country: "Cameroun", region: "Littoral" });
    expect(location.city).toContain("Douala");
    expect(location.latitude).toBeCloseTo(4.05, 1);
  });

  it("reads the IPv4-mapped IPv6 form Node gives for IPv4 clients", async () => {
    expect((await locateIp("::ffff:154.72.160.1", silentLogger)).countryCode).toBe("CM");
  });

  it("answers IPv6 addresses from the IPv6 database", async () => {
    expect((await locateIp("2001:4860:4860::8888", silentLogger)).countryCode).toMatch(/^[A-Z]{2}$/);
  });

  it("gives 'Inconnu' and 'XX' for private, loopback, invalid or missing addresses", async () => {
    for (const ip of ["127.0.0.1", "10.0.0.1", "192.168.1.10", "172.20.0.5", "::1", "fe80::1", "pas-une-ip", "", undefined]) {
      expect(await locateIp(ip, silentLogger), String(ip)).toEqual(unknownLocation);
    }
  });
});
