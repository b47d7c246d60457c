import { data } from "react-router";
import { getConfig } from "../config.server";
import { createRateLimiter, rateLimitMessage } from "./rate-limit.server";

/** Our largest form (a 5 000-character message, accents percent-encoded) fits with room to spare. */
export const maxFormBytes = 32 * 1024;

export const formTooLargeMessage = "Votre envoi est trop volumineux. Raccourcissez votre message puis réessayez.";

export type FormRefusal = { status: "refused"; httpStatus: 413 | 429; message: string };

let limiter: ReturnType<typeof createRateLimiter> | undefined;

/** The body, read up to `limit` bytes; undefined as soon as it is longer. */
async function readBody(request: Request, limit: number): Promise<Buffer<ArrayBuffer> | undefined> {
  if (Number(request.headers.get("content-length") ?? "0") > limit) return undefined;
  if (!request.body) return Buffer.alloc(0);
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      // Not cancel(): that destroys the socket before the 413 is sent. The answer closes the connection
      // instead (server/app.ts), so the unread rest is never taken for the next request.
      reader.releaseLock();
      return undefined;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/**
 * The entry of every public form: one budget per visitor IP
 * (FORMS_RATE_LIMIT_PER_MINUTE a minute), a body of at most 32 KB, then the
 * fields. A body that is not a form reads as an empty form, which fails validation.
 */
export async function receiveForm(request: Request, ip: string | undefined): Promise<{ form: FormData } | FormRefusal> {
  limiter ??= createRateLimiter({ limit: getConfig().FORMS_RATE_LIMIT_PER_MINUTE, windowMs: 60_000 });
  if (!limiter.hit(ip ?? "unknown").allowed) return { status: "refused", httpStatus: 429, message: rateLimitMessage };
  const body = await readBody(request, maxFormBytes);
  if (!body) return { status: "refused", httpStatus: 413, message: formTooLargeMessage };
  const type = request.headers.get("content-type") ?? "";
  try {
    return { form: withoutControlCharacters(await new Response(body, { headers: { "content-type": type } }).formData()) };
  } catch {
    return { form: new FormData() };
  }
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

/** The HTTP answer of a form action: the refusal's own status (413, 429), else the one given for the result. */
export function formAnswer<Result extends { status: string }>(result: Result, statuses: Record<string, number>) {
  const refusal = result.status === "refused" ? (result as unknown as FormRefusal) : undefined;
  return data(result, { status: refusal?.httpStatus ?? statuses[result.status] ?? 200 });
}
