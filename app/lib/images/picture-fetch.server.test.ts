import { expect, it } from "vitest";
import { parseConfig } from "../config.server";
import { fetchPicture, isPublicAddress, PictureRefusedError, pictureFetchPolicy } from "./picture-fetch.server";

it("connects only to public unicast addresses", () => {
  for (const address of ["151.101.1.1", "41.202.219.1", "2a04:4e42::645", "::ffff:151.101.1.1"]) {
    expect(isPublicAddress(address), address).toBe(true);
  }
  const refused = [
    "127.0.0.1",
    "127.5.6.7",
    "0.0.0.0",
    "10.1.2.3",
    "172.16.0.1",
    "192.168.1.10",
    "169.254.169.254",
    "100.64.0.1",
    "224.0.0.1",
    "255.255.255.255",
    "192.0.2.1",
    "::1",
    "::",
    "fe80::1",
    "fc00::1",
    "ff02::1",
    "::ffff:127.0.0.1",
    "::ffff:10.0.0.1",
    "2002:7f00:1::",
    "64:ff9b::7f00:1",
    "pas-une-adresse",
  ];
  for (const address of refused) expect(isPublicAddress(address), address).toBe(false);
});

it("fetches with the site's settings only https addresses of the providers' picture hosts", async () => {
  const policy = pictureFetchPolicy(parseConfig({}));
  for (const address of [
    "http://127.0.0.1:9/photo.jpg",
    "http://images.unsplash.com/photo.jpg",
    "https://127.0.0.1/photo.jpg",
    "https://[::1]/photo.jpg",
    "https://images.unsplash.com.evil.example/photo.jpg",
    "https://user:pass@images.unsplash.com/photo.jpg",
    "file:///etc/passwd",
    "pas une adresse",
  ]) {
    const refusal = await fetchPicture(address, policy).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(refusal, address).toBeInstanceOf(PictureRefusedError);
    expect((refusal as PictureRefusedError).reason, address).toBe("host");
  }
});
