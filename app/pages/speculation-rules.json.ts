import type { APIRoute } from "astro";
import { speculationRules } from "~/lib/navigation/speculation-rules";

// The browser reads this only with its own media type.
export const GET: APIRoute = () =>
  new Response(JSON.stringify(speculationRules), {
    headers: { "content-type": "application/speculationrules+json", "cache-control": "public, max-age=3600" },
  });
