import type { APIRoute } from "astro";
import { blogText } from "~/content/blog";

/** The articles' "diagnostic on WhatsApp" links: to the agency's number (its facts, « Réglages ») with a prepared message. */
export const GET: APIRoute = ({ locals }) => {
  const text = encodeURIComponent(blogText.whatsappDiagnosticMessage);
  return new Response(null, { status: 302, headers: { location: `https://wa.me/${locals.site.facts.current().whatsapp}?text=${text}` } });
};
