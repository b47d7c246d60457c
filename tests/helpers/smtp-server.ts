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
  /** Lower-case names; values unfolded, encoded words decoded (Message-ID as sent). */
  headers: Map<string, string>;
  /**
   * The text body, transfer encoding undone, with \n line ends; for a multipart mail, its text/plain part (as
   * `text`), or "" without one.
   */
  body: string;
  /** A multipart mail's text/plain and text/html parts (the first of each, in multipart/alternative, possibly nested in multipart/mixed), decoded. */
  text?: string;
  html?: string;
  /** The server's clock when the DATA ended. */
  receivedAt: Date;
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

/** Lower-case names; values unfolded, encoded words decoded. */
function parseHeaders(block: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const line of block.replace(/\r\n[ \t]+/g, " ").split("\r\n")) {
    if (line === "") continue;
    const colon = line.indexOf(":");
    headers.set(line.slice(0, colon).trim().toLowerCase(), decodeHeaderValue(line.slice(colon + 1).trim()));
  }
  return headers;
}

/** An entity (the mail or one of its parts): its headers and its body as sent. */
function splitEntity(raw: string): { headers: Map<string, string>; rawBody: string } {
  // A part may have no header at all: its body starts after the empty line.
  if (raw.startsWith("\r\n")) return { headers: new Map(), rawBody: raw.slice(2) };
  const end = raw.indexOf("\r\n\r\n");
  if (end < 0) return { headers: parseHeaders(raw), rawBody: "" };
  return { headers: parseHeaders(raw.slice(0, end)), rawBody: raw.slice(end + 4) };
}

/** A body with its transfer encoding (quoted-printable, base64) undone, as UTF-8, with \n line ends. */
function decodeBody(rawBody: string, headers: Map<string, string>): string {
  let body = rawBody;
  const encoding = headers.get("content-transfer-encoding")?.toLowerCase();
  if (encoding === "quoted-printable") body = decodeQuotedPrintable(body.replace(/=\r\n/g, ""));
  if (encoding === "base64") body = Buffer.from(body, "base64").toString("utf8");
  return body.replace(/\r\n/g, "\n");
}

/** A Content-Type's media type (lower case) and one of its parameters, unquoted. */
function contentType(headers: Map<string, string>): { type: string; boundary?: string } {
  const value = headers.get("content-type") ?? "text/plain";
  const type = (value.split(";")[0] ?? "").trim().toLowerCase();
  const boundary = /;\s*boundary\s*=\s*(?:"([^"]*)"|([^;\s]+))/i.exec(value);
  return { type, boundary: boundary?.[1] ?? boundary?.[2] };
}

/** The parts of a multipart body, each as sent (headers and body), preamble and epilogue left out. */
function multipartParts(rawBody: string, boundary: string): string[] {
  const parts: string[] = [];
  for (const section of `\r\n${rawBody}`.split(`\r\n--${boundary}`).slice(1)) {
    if (section.startsWith("--")) break;
    // The rest of the delimiter line (transport padding) is not part of the part.
    const lineEnd = section.indexOf("\r\n");
    parts.push(lineEnd < 0 ? "" : section.slice(lineEnd + 2));
  }
  return parts;
}

/** The first text/plain and text/html parts of a multipart entity, attachments left out, looking into nested multiparts. */
function readableParts(rawBody: string, boundary: string, found: { text?: string; html?: string } = {}): { text?: string; html?: string } {
  for (const part of multipartParts(rawBody, boundary)) {
    const { headers, rawBody: partBody } = splitEntity(part);
    if (/^\s*attachment/i.test(headers.get("content-disposition") ?? "")) continue;
    const { type, boundary: inner } = contentType(headers);
    if (type.startsWith("multipart/") && inner) readableParts(partBody, inner, found);
    else if (type === "text/plain" && found.text === undefined) found.text = decodeBody(partBody, headers);
    else if (type === "text/html" && found.html === undefined) found.html = decodeBody(partBody, headers);
  }
  return found;
}

/** Just enough MIME to read the mails nodemailer sends: single-part text, or multipart with text and HTML. */
function parseMail(raw: string): Pick<ReceivedMail, "headers" | "body" | "text" | "html"> {
  const { headers, rawBody } = splitEntity(raw);
  const { type, boundary } = contentType(headers);
  if (type.startsWith("multipart/") && boundary) {
    const { text, html } = readableParts(rawBody, boundary);
    return { headers, body: text ?? "", ...(text === undefined ? {} : { text }), ...(html === undefined ? {} : { html }) };
  }
  return { headers, body: decodeBody(rawBody, headers) };
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
        const receivedAt = new Date();
        mails.push({
          envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          envelopeTo: session.envelope.rcptTo.map((recipient) => recipient.address),
          ...parseMail(Buffer.concat(chunks).toString("utf8")),
          receivedAt,
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
