import { existsSync } from "node:fs";
import { createServer } from "node:http";
import { connect } from "node:http2";
import type { AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";
import { expect, it, onTestFinished } from "vitest";
import { startNginx } from "../../scripts/lib/cluster";

// The site's nginx block with TLS (deploy/nginx-config.ts, `tls`): it answers over HTTP/2, so that the files a page
// asks for at once share one connection (decision 027). The certificate is a test one, for 127.0.0.1 only.

const tls = {
  certificate: fileURLToPath(new URL("../helpers/tls/certificate.pem", import.meta.url)),
  key: fileURLToPath(new URL("../helpers/tls/key.pem", import.meta.url)),
};
const skip = existsSync("/usr/sbin/nginx") ? undefined : "nginx is not installed (apt-get install nginx)";

it.skipIf(skip)(`serves the site over TLS and HTTP/2 when given a certificate${skip ? ` [skipped: ${skip}]` : ""}`, async () => {
  const instance = createServer((_request, response) => response.end("Bonjour"));
  await new Promise<void>((listening) => instance.listen(0, "127.0.0.1", listening));
  onTestFinished(() => new Promise<void>((closed) => instance.close(() => closed())));
  const { port } = instance.address() as AddressInfo;
  const nginx = await startNginx({ upstreams: [`127.0.0.1:${port}`], pageCache: false, tls });
  onTestFinished(() => nginx.stop());
  expect(nginx.url).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);

  const session = connect(nginx.url, { rejectUnauthorized: false });
  onTestFinished(() => {
    session.destroy();
  });
  const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
    const stream = session.request({ ":path": "/contact" });
    let status = 0;
    let body = "";
    stream.on("response", (headers) => {
      status = Number(headers[":status"]);
    });
    stream.setEncoding("utf8");
    stream.on("data", (chunk: string) => {
      body += chunk;
    });
    stream.on("end", () => resolve({ status, body }));
    stream.on("error", reject);
    session.on("error", reject);
    stream.end();
  });
  expect(answer).toEqual({ status: 200, body: "Bonjour" });
  expect(session.alpnProtocol).toBe("h2");
});
