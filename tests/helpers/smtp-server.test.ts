import nodemailer from "nodemailer";
import { expect, it } from "vitest";
import { startSmtpServer } from "./smtp-server";

// The test SMTP server reads what nodemailer sends: a plain text mail as its body, a mail with text and HTML as
// both parts decoded, even inside multipart/mixed beside an attachment, and when each mail arrived.

const from = "lettre@kheops.cm";

it("reads a plain text mail's body as before, and when it arrived", async () => {
  const smtp = await startSmtpServer();
  const before = Date.now();
  await nodemailer.createTransport(smtp.url).sendMail({ from, to: "awa@exemple.cm", subject: "Bonjour", text: "Ligne un\nLigne deux é\n" });

  const [mail] = smtp.mails;
  expect(mail?.body).toBe("Ligne un\nLigne deux é\n");
  expect(mail?.text).toBeUndefined();
  expect(mail?.html).toBeUndefined();
  expect(mail?.headers.get("message-id")).toMatch(/^<.+@.+>$/);
  expect(mail?.receivedAt.getTime()).toBeGreaterThanOrEqual(before);
  expect(mail?.receivedAt.getTime()).toBeLessThanOrEqual(Date.now());
});

it("decodes both parts of a mail with text and HTML, alone or beside an attachment", async () => {
  const smtp = await startSmtpServer();
  const transport = nodemailer.createTransport(smtp.url);
  // Long lines and accents: quoted-printable; the attachment's text must not be taken for the mail's.
  const text = `Bonjour, voici la lettre de décembre\u00a0: ${"des conseils ".repeat(12)}\nhttps://kheops.cm/desinscription?email=a%40b.cm&jeton=x`;
  const html = `<p style="margin:0">Bonjour, voici la lettre de décembre\u00a0: ${"<strong>des conseils</strong> ".repeat(12)}</p>`;
  await transport.sendMail({ from, to: "awa@exemple.cm", subject: "Lettre", text, html });
  await transport.sendMail({
    from,
    to: "awa@exemple.cm",
    subject: "Lettre et pièce jointe",
    text,
    html,
    attachments: [{ filename: "notes.txt", content: "pas le texte de la lettre", contentType: "text/plain" }],
  });

  expect(smtp.mails.map((mail) => mail.headers.get("content-type")?.split(";")[0])).toEqual(["multipart/alternative", "multipart/mixed"]);
  for (const mail of smtp.mails) {
    expect(mail.text).toBe(text);
    expect(mail.html).toBe(html);
    expect(mail.body).toBe(text);
  }
});
