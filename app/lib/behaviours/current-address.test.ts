import { describe, expect, it } from "vitest";
import { addressWith, pathAndQuery } from "./current-address";

describe("addressWith", () => {
  const here = new URL("https://kheops.cm/kheopscope?q=tiktok&tri=ancien&tag=reels#articles");

  it("keeps what the visitor changed in place and sets what the link is for", () => {
    expect(addressWith(here, { set: "vue=liste" })).toBe("/kheopscope?q=tiktok&tri=ancien&tag=reels&vue=liste");
    expect(addressWith(here, { set: "vue=grille#all-articles" })).toBe("/kheopscope?q=tiktok&tri=ancien&tag=reels&vue=grille#all-articles");
  });

  it("removes the filters the link takes off, and leaves no lone ? behind", () => {
    expect(addressWith(here, { drop: "tag" })).toBe("/kheopscope?q=tiktok&tri=ancien");
    expect(addressWith(new URL("https://kheops.cm/boutique?page=2"), { drop: "page" })).toBe("/boutique");
  });

  it("encodes what it writes", () => {
    expect(addressWith(new URL("https://kheops.cm/kheopscope?q=caf%C3%A9+%26+th%C3%A9"), { set: "vue=liste" })).toBe(
      "/kheopscope?q=caf%C3%A9+%26+th%C3%A9&vue=liste",
    );
  });

  it("gives a form's target the page's path and query, without its fragment", () => {
    expect(pathAndQuery(here)).toBe("/kheopscope?q=tiktok&tri=ancien&tag=reels");
  });
});
