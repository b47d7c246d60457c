import { createServer, type Socket } from "node:net";
import { SMTPServer, type SMTPServerOptions } from "smtp-server";
import { onTestFinished } from "vitest";
import { freePort } from "../../scripts/lib/free-port";

// SMTP servers on 127.0.0.1 for the tests (decision D10): startSmtpServer and startSilentServer close when the
// Vitest test ends; listenSmtp is the server itself, which playwright.config.ts starts once for the journeys
// (journey-services.ts) and closes with its process.

export interface ReceivedMail {
  /** The SMTP envelope: who the server was told the mail is from and for. */
  envelopeFrom: string;
  envelopeTo: string[];
  /** Lower-case names; values unfolded, encoded words decoded. */
  headers: Map<string, string>;
  /** The text body, transfer encoding undone, with \n line ends. */
  body: string;
}

export interface SmtpListener {
  /** smtp://127.0.0.1:<port>, for SMTP_URL. */
  url: string;
  /** Every mail accepted so far, in order. */
  mails: ReceivedMail[];
  close: () => Promise<void>;
}

/** Quoted-printable text (and the Q encoding of headers, "_" aside) back to UTF-8. */
function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  for (let index = 0; index < text.length; index++) {
    const hex = text[index] === "=" ? text.slice(index + 1, index + 3) : "";
    if (/^[0-9a-f]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(text[index] ?? "", "utf8"));
    }
  }
  return Buffer.from(bytes).toString("utf8");
}

/** Decodes the MIME encoded words (=?UTF-8?Q?...?= or =?UTF-8?B?...?=) of a header value. */
function decodeHeaderValue(value: string): string {
  // Whitespace between two encoded words is not part of the text.
  const joined = value.replace(/\?=\s+=\?/g, "?==?");
  return joined.replace(/=\?utf-8\?([qb])\?([^?]*)\?=/gi, (_word, encoding: string, text: string) =>
    encoding.toUpperCase() === "B" ? Buffer.from(text, "base64").toString("utf8") : decodeQuotedPrintable(text.replace(/_/g, " ")),
  );
}

/** Just enough MIME to read the single-part text mails nodemailer sends. */
function parseMail(raw: string): Pick<ReceivedMail, "headers" | "body"> {
  const end = raw.indexOf("\r\n\r\n");
  const headers = new Map<string, string>();
  for (const line of raw
    .slice(0, end)
    .replace(/\r\n[ \t]+/g, " ")
    .split("\r\n")) {
    const colon = line.indexOf(":");
    headers.set(line.slice(0, colon).trim().toLowerCase(), decodeHeaderValue(line.slice(colon + 1).trim()));
  }
  let body = raw.slice(end + 4);
  const encoding = headers.get("content-transfer-encoding")?.toLowerCase();
  if (encoding === "quoted-printable") body = decodeQuotedPrintable(body.replace(/=\r\n/g, ""));
  if (encoding === "base64") body = Buffer.from(body, "base64").toString("utf8");
  return { headers, body: body.replace(/\r\n/g, "\n") };
}

/**
 * A real SMTP server on 127.0.0.1 (no TLS, no login) that keeps every mail it accepts. `options`
 * (smtp-server's) change how it answers: a refusal at RCPT TO, a login required and refused. `unref`: it
 * lets its process end while it listens (one that lives as long as its process).
 */
export async function listenSmtp(options: SMTPServerOptions = {}, { unref = false }: { unref?: boolean } = {}): Promise<SmtpListener> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        mails.push({
          envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          envelopeTo: session.envelope.rcptTo.map((recipient) => recipient.address),
          ...parseMail(Buffer.concat(chunks).toString("utf8")),
        });
        done();
      });
    },
    ...options,
  });
  const port = await freePort();
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", resolve);
  });
  if (unref) server.server.unref();
  return { url: `smtp://127.0.0.1:${port}`, mails, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** A test's SMTP server: closed by the test's end, not by the test. */
export type SmtpServer = Omit<SmtpListener, "close">;

/**
 * A real SMTP server on 127.0.0.1 (no TLS, no login) that keeps every mail it accepts (listenSmtp);
 * closed when the test ends. `options` (smtp-server's) change how it answers: a refusal at RCPT TO, a
 * login required and refused.
 */
export async function startSmtpServer(options: SMTPServerOptions = {}): Promise<SmtpServer> {
  const { url, mails, close } = await listenSmtp(options);
  onTestFinished(close);
  return { url, mails };
}

/**
 * Where an SMTP server should be, a TCP server that accepts connections and never says a word (a
 * firewall that swallows them); closed when the test ends. Resolves with its smtp:// address.
 */
export async function startSilentServer(): Promise<string> {
  const sockets: Socket[] = [];
  const server = createServer((socket) => sockets.push(socket));
  const port = await freePort();
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", resolve);
  });
  onTestFinished(() => {
    for (const socket of sockets) socket.destroy();
    return new Promise<void>((resolve) => server.close(() => resolve()));
  });
  return `smtp://127.0.0.1:${port}`;
}
