/**
 * A database the size of a few years of the agency's site, to measure the backups on (docs/operations.md):
 *   npx tsx scripts/fill-sample-database.ts /tmp/sample/site.db [leads] [pictures]
 *   npx tsx scripts/fill-sample-database.ts postgres://postgres@127.0.0.1:5432/sample [leads] [pictures]
 * 10 000 contact leads (each with its pending e-mail delivery) and 200 stored pictures by default, each picture
 * in its six variants (AVIF and WebP at 480, 800 and 1200 px) of the sizes the admin's encoder gives, as random
 * bytes (a compressed picture does not compress further). The file must not exist (the PostgreSQL database must be
empty); it is migrated here.
 */
import { existsSync } from "node:fs";
import { openDatabase } from "../app/lib/db/db.server";
import { newId } from "../app/lib/db/ids";
import { migrateOutsideVite } from "./lib/migrate-outside-vite";
import { encodedPictureBytes, storePictures } from "./lib/sample-data";

const [path, leadCount = "10000", pictureCount = "200"] = process.argv.slice(2);
const databaseUrl = path?.match(/^postgres(ql)?:\/\//) ? path : undefined;
if (!path || (!databaseUrl && existsSync(path))) {
  console.error("Usage: npx tsx scripts/fill-sample-database.ts <new file.db | postgres://…/empty database> [leads] [pictures]");
  process.exit(1);
}

const { db, close } = openDatabase({ databaseUrl, sqlitePath: path });
await migrateOutsideVite(db);

const start = Date.UTC(2024, 0, 1);
for (let batch = 0; batch < Number(leadCount); batch += 500) {
  await db.transaction().execute(async (trx) => {
    for (let index = batch; index < Math.min(batch + 500, Number(leadCount)); index++) {
      const created = new Date(start + index * 3_600_000).toISOString();
      const id = newId(start + index * 3_600_000);
      const message = `Bonjour, je souhaite un devis pour la refonte du site de ma boutique à Douala (demande ${index}). ${"Merci de me rappeler. ".repeat(8)}`;
      await trx
        .insertInto("lead")
        .values({
          id,
          kind: "contact",
          email: `client.${index}@exemple.cm`,
          full_name: `Client ${index}`,
          summary: `Nouveau message de contact - Client ${index} : Devis`,
          payload: JSON.stringify({
            firstName: "Client",
            lastName: String(index),
            email: `client.${index}@exemple.cm`,
            subject: "Devis",
            message,
            metadata: {
              city: "Douala",
              country: "Cameroun",
              userAgent: "Mozilla/5.0 (Linux; Android 13)",
              pageUrl: "https://kheops.cm/contact",
            },
          }),
          created_at: created,
        })
        .execute();
      await trx
        .insertInto("outbox")
        .values({
          id: newId(),
          lead_id: id,
          channel: "email",
          status: "delivered",
          next_attempt_at: created,
          locked_until: null,
          last_error: null,
          created_at: created,
          delivered_at: created,
        })
        .execute();
    }
  });
}

await storePictures(db, Number(pictureCount), { variantBytes: encodedPictureBytes });
await close();
console.log(`${path}: ${leadCount} leads, ${pictureCount} pictures`);
