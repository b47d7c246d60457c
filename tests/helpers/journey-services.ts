import sharp from "sharp";
import { listenFakeHttp } from "./fake-http";
import { listenSmtp } from "./smtp-server";

/**
 * The outside services of the admin journeys, on 127.0.0.1 (decision D10), started once by
 * playwright.config.ts for the whole run, and gone with its process:
 * - the three stock-image sources: Unsplash fails (500), so the site falls back to Pexels, which
 *   answers pictures served by this same server; Pixabay finds nothing;
 * - the forms webhook at /webhook, which refuses every delivery (500) except those whose body
 *   holds a text a test has accepted (POST /webhook/accept?text=…): a journey makes its own lead's
 *   delivery fail, then succeed when sent again, without touching the leads of other journeys;
 * - an SMTP server (the admin site's SMTP_URL) that keeps every mail: GET /mails?to=… on the HTTP fake
 *   answers the mails received for that address (JSON: from, subject, body, headers), so a journey reads its own.
 */
export async function startJourneyServices(): Promise<{ origin: string; smtpUrl: string }> {
  const smtp = await listenSmtp({}, { unref: true });
  const accepted = new Set<string>();
  const pictures = new Map<string, Buffer>();
  const colours = [
    { r: 13, g: 21, b: 48 },
    { r: 212, g: 162, b: 55 },
    { r: 31, g: 79, b: 209 },
    { r: 34, g: 139, b: 94 },
  ];
  for (const [index, background] of colours.entries()) {
    const stripe = await sharp({ create: { width: 1600, height: 300, channels: 3, background: { r: 251, g: 248, b: 241 } } })
      .png()
      .toBuffer();
    const picture = await sharp({ create: { width: 1600, height: 1000, channels: 3, background } })
      .composite([{ input: stripe, top: 600, left: 0 }])
      .jpeg({ quality: 80 })
      .toBuffer();
    pictures.set(`/photos/${index}.jpg`, picture);
    pictures.set(`/photos/${index}-medium.jpg`, await sharp(picture).resize(400).jpeg({ quality: 70 }).toBuffer());
  }

  let origin = "";
  const server = await listenFakeHttp(
    (request, response) => {
      const picture = pictures.get(request.path);
      if (request.path === "/mails" && request.method === "GET") {
        const to = (request.query.to ?? "").toLowerCase();
        const mails = smtp.mails
          .filter((mail) => mail.envelopeTo.some((address) => address.toLowerCase() === to))
          .map((mail) => ({
            from: mail.envelopeFrom,
            subject: mail.headers.get("subject") ?? "",
            body: mail.body,
            html: mail.html,
            headers: Object.fromEntries(mail.headers),
          }));
        response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(mails));
      } else if (request.path === "/webhook/accept" && request.method === "POST") {
        accepted.add(request.query.text ?? "");
        response.writeHead(204).end();
      } else if (request.path === "/webhook") {
        const accepts = [...accepted].some((text) => text !== "" && request.body.includes(text));
        response.writeHead(accepts ? 200 : 500, { "content-type": "application/json" }).end("{}");
      } else if (picture) {
        response.writeHead(200, { "content-type": "image/jpeg", "content-length": picture.length }).end(picture);
      } else if (request.path === "/unsplash/search/photos") {
        response.writeHead(500, { "content-type": "application/json" }).end('{"errors":["indisponible"]}');
      } else if (request.path === "/pexels/v1/search") {
        const photos = colours.map((_, index) => ({
          id: index,
          alt: `Marché de Douala, photo ${index + 1}`,
          photographer: `Photographe ${index + 1}`,
          photographer_url: `${origin}/auteurs/${index + 1}`,
          src: { large: `${origin}/photos/${index}.jpg`, medium: `${origin}/photos/${index}-medium.jpg` },
        }));
        response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ total_results: photos.length, photos }));
      } else if (request.path === "/pixabay/api/") {
        response.writeHead(200, { "content-type": "application/json" }).end('{"totalHits":0,"hits":[]}');
      } else {
        response.writeHead(404).end();
      }
    },
    { unref: true },
  );
  origin = server.origin;
  return { origin, smtpUrl: smtp.url };
}
