import { describe, expect, it } from "vitest";
import { startFakeService } from "../../../tests/helpers/fake-image-providers";
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
    expect(await fetchPreview(`${service.origin}/thumb.jpg`)).toEqual({
      bytes: new Uint8Array([0xff, 0xd8, 0xff]),
      contentType: "image/jpeg",
    });
    expect(await fetchPreview(`${service.origin}/page.html`)).toBeUndefined();
    expect(await fetchPreview(`${service.origin}/huge.jpg`)).toBeUndefined();
  });
});
