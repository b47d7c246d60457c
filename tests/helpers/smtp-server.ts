import { createServer, type Socket } from "node:net";
import type { SMTPServerOptions } from "smtp-server";
import { onTestFinished } from "vitest";
import { freePort } from "../../scripts/lib/free-port";
import { listenSmtp, type ReceivedMail } from "./smtp-listener";

export type { ReceivedMail } from "./smtp-listener";

export interface SmtpServer {
  /** smtp://127.0.0.1:<port>, for SMTP_URL. */
  url: string;
  /** Every mail accepted so far, in order. */
  mails: ReceivedMail[];
}

/**
 * A real SMTP server on 127.0.0.1 (no TLS, no login) that keeps every mail it accepts (smtp-listener.ts);
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
