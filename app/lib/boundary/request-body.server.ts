import { refusalText } from "~/content/errors";
import { HttpError } from "./http-error";

/** The body of a state-changing request, read by the request boundary within its route group's limit. */
export interface ReceivedBody {
  bytes: Uint8Array<ArrayBuffer>;
  contentType: string;
}

/**
 * The body, read up to `limit` bytes whatever its framing (declared length or chunked);
 * undefined as soon as it is longer.
 */
export async function readBoundedBody(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer> | undefined> {
  if (Number(request.headers.get("content-length") ?? "0") > limit) return undefined;
  if (!request.body) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      // Not cancel(): that destroys the socket before the 413 is sent. The answer closes the
      // connection instead (server/app.ts), so the unread rest is never taken for the next request.
      reader.releaseLock();
      return undefined;
    }
    chunks.push(value);
  }
  return new Uint8Array(Buffer.concat(chunks));
}

// C0 control characters other than tab and line breaks, and DEL: PostgreSQL refuses NUL in text, and none belongs in a form.
const isControlCharacter = (character: string) => {
  const code = character.charCodeAt(0);
  return (code < 32 && code !== 9 && code !== 10 && code !== 13) || code === 127;
};

function withoutControlCharacters(form: FormData): FormData {
  const clean = new FormData();
  for (const [key, value] of form)
    clean.append(key, typeof value === "string" ? [...value].filter((character) => !isControlCharacter(character)).join("") : value);
  return clean;
}

/**
 * The fields of a body (URL-encoded or multipart), without control characters. A body that is not a
 * form reads as an empty form, which the handler's own validation refuses (400).
 */
export async function formOf({ bytes, contentType }: ReceivedBody): Promise<FormData> {
  try {
    return withoutControlCharacters(await new Response(bytes, { headers: { "content-type": contentType } }).formData());
  } catch {
    return new FormData();
  }
}

/** A body as JSON; a body that is not JSON is an HttpError 400. */
export function jsonOf({ bytes }: ReceivedBody): unknown {
  try {
    return JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    throw new HttpError(400, refusalText.invalidJson);
  }
}
