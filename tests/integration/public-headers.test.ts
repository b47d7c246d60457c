import { randomUUID } from "node:crypto";
import { expect, it } from "vitest";
import { nowIso } from "~/lib/db/ids";
import { freshSqliteForHost } from "../helpers/database";
import { startSite } from "../helpers/site";

// What the real host (development mode) tells everyone: robots.txt, and the headers of a stored picture.

it("keeps /admin out of robots.txt, which anyone can read, and sends each security header of /media once", async () => {
  const database = freshSqliteForHost();
  const site = await startSite(database.env);

  const robots = await (await fetch(`${site.origin}/robots.txt`)).text();
  expect(robots).toContain("Disallow: /api/");
  expect(robots).not.toContain("/admin");

  const id = randomUUID();
  const db = database.connect({ write: true });
  await db
    .insertInto("stored_image")
    .values({
      id,
      source: "Pexels",
      source_url: `https://images.pexels.com/${id}.jpg`,
      author: "A",
      author_url: "https://www.pexels.com/",
      alt: "a",
      width: 1200,
      height: 675,
      created_at: nowIso(),
    })
    .execute();
  await db
    .insertInto("stored_image_variant")
    .values({ image_id: id, format: "webp", width: 480, bytes: Buffer.from("RIFF....WEBP") })
    .execute();

  const picture = await fetch(`${site.origin}/media/${id}-480.webp`);
  await picture.arrayBuffer();
  expect(picture.status).toBe(200);
  // Two headers of one name reach fetch joined by a comma.
  expect(picture.headers.get("x-content-type-options")).toBe("nosniff");
  expect(picture.headers.get("content-type")).toBe("image/webp");
}, 120_000);
