import { describe, expect, it } from "vitest";
import { createPictureFetchPolicy } from "~/lib/images/picture-fetch.server";
import { startFakeService } from "../../../tests/helpers/fake-http";
import { fetchPreview, previewPath, verifiedPreviewUrl } from "./preview-proxy.server";

const secret = "a-test-secret-of-at-least-thirty-two-characters";

function paramsOf(path: string): URLSearchParams {
  return new URL(path, "http://127.0.0.1").searchParams;
}

describe("thumbnails through our server", () => {
  it("fetches only the addresses it signed", () => {
    const path = previewPath("https://images.example.org/a-thumb.jpg", secret);
    expect(verifiedPreviewUrl(paramsOf(path), secret)).toBe("https://images.example.org/a-thumb.jpg");
    expect(verifiedPreviewUrl(paramsOf(path.replace("a-thumb", "b-thumb")), secret)).toBeUndefined();
    expect(verifiedPreviewUrl(paramsOf(path), "another-secret-of-at-least-thirty-two-chars")).toBeUndefined();
    expect(verifiedPreviewUrl(paramsOf(previewPath("file:///etc/passwd", secret)), secret)).toBeUndefined();
  });

  it("passes an image on, and refuses what is not one or is over 2 MB, even without a declared length", async () => {
    const service = await startFakeService((request, response) => {
      if (request.path === "/thumb.jpg") response.writeHead(200, { "content-type": "image/jpeg" }).end(Buffer.from([0xff, 0xd8, 0xff]));
      else if (request.path === "/page.html") response.writeHead(200, { "content-type": "text/html" }).end("<p>pas une image</p>");
      else {
        response.writeHead(200, { "content-type": "image/jpeg" });
        response.write(Buffer.alloc(1024 * 1024));
        response.write(Buffer.alloc(1024 * 1024));
        response.end(Buffer.alloc(1024));
      }
    });
    const policy = createPictureFetchPolicy({ trustedOrigins: [service.origin] });
    expect(await fetchPreview(`${service.origin}/thumb.jpg`, policy)).toEqual({
      bytes: new Uint8Array([0xff, 0xd8, 0xff]),
      contentType: "image/jpeg",
    });
    expect(await fetchPreview(`${service.origin}/page.html`, policy)).toBeUndefined();
    expect(await fetchPreview(`${service.origin}/huge.jpg`, policy)).toBeUndefined();
  });

  it("passes raster images only: an SVG, which can hold a script, is refused whatever its declared type says", async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.domain)</script></svg>';
    const service = await startFakeService((request, response) => {
      const types: Record<string, string> = {
        "/a.svg": "image/svg+xml",
        "/b.svg": "image/svg+xml; charset=utf-8",
        "/c.svg": "IMAGE/SVG+XML",
        "/d.png": "image/png; charset=binary",
      };
      response.writeHead(200, { "content-type": types[request.path] ?? "image/x-icon" }).end(request.path === "/d.png" ? "png" : svg);
    });
    const policy = createPictureFetchPolicy({ trustedOrigins: [service.origin] });
    for (const path of ["/a.svg", "/b.svg", "/c.svg", "/e.ico"])
      expect(await fetchPreview(`${service.origin}${path}`, policy), path).toBeUndefined();
    expect(await fetchPreview(`${service.origin}/d.png`, policy)).toEqual({
      bytes: new Uint8Array(Buffer.from("png")),
      contentType: "image/png",
    });
  });

  it("does not fetch a thumbnail on another address than the providers' (a loopback service gets no request)", async () => {
    const internal = await startFakeService((_request, response) => response.writeHead(200, { "content-type": "image/png" }).end("png"));
    const provider = await startFakeService((_request, response) =>
      response.writeHead(302, { location: `${internal.origin}/secret.png` }).end(),
    );
    const policy = createPictureFetchPolicy({ trustedOrigins: [provider.origin] });
    expect(await fetchPreview(`${internal.origin}/secret.png`, policy)).toBeUndefined();
    expect(await fetchPreview(`${provider.origin}/thumb.png`, policy)).toBeUndefined();
    expect(internal.requests).toEqual([]);
  });
});
