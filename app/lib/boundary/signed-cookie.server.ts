import { type CookieSerializeOptions, parse as parseCookieHeader, serialize as serializeCookie } from "cookie";
import { sign, unsign } from "cookie-signature";

/**
 * One signed cookie. Its value is written in the format React Router's createCookie wrote, so the
 * cookies browsers already hold stay valid: the value's JSON, base64-encoded from UTF-8, then signed
 * (`<base64>.<its HMAC-SHA256 in base64, without padding>`), then percent-encoded.
 */
export interface SignedCookie {
  readonly name: string;
  /** The value of this cookie in a Cookie header, if one of the secrets signed it; undefined otherwise. */
  parse(cookieHeader: string | null): unknown;
  /** The Set-Cookie line giving it `value` ("" empties it); the options override the cookie's own. */
  serialize(value: unknown, options?: Pick<CookieSerializeOptions, "maxAge" | "expires">): string;
}

/** A cookie signed with the first of `secrets`, and read if any of them signed it (so a secret can be rotated). */
export function signedCookie(
  name: string,
  { secrets, ...attributes }: { secrets: readonly [string, ...string[]] } & CookieSerializeOptions,
): SignedCookie {
  return {
    name,
    parse(cookieHeader) {
      if (!cookieHeader) return undefined;
      const sent = parseCookieHeader(cookieHeader)[name];
      if (typeof sent !== "string" || sent === "") return undefined;
      for (const secret of secrets) {
        const encoded = unsign(sent, secret);
        if (encoded !== false) return decodeValue(encoded);
      }
      return undefined;
    },
    serialize(value, options = {}) {
      const encoded = value === "" ? "" : sign(Buffer.from(JSON.stringify(value), "utf8").toString("base64"), secrets[0]);
      return serializeCookie(name, encoded, { ...attributes, ...options });
    },
  };
}

function decodeValue(encoded: string): unknown {
  try {
    return JSON.parse(Buffer.from(encoded, "base64").toString("utf8"));
  } catch {
    return undefined;
  }
}
