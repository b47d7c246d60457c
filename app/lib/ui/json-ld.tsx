import { serializeJsonLd } from "~/lib/seo/structured-data";

/** Structured data for search engines: a data block, never run, so the CSP needs no nonce for it. */
export function JsonLd({ data }: { data: unknown }) {
  return (
    <script
      type="application/ld+json"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD from our own content, "<" escaped.
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}
