import type { APIRoute } from "astro";
import { blogText } from "~/content/blog";

/** The articles' "diagnostic on WhatsApp" links: to the agency's number (WHATSAPP_NUMBER) with a prepared message. */
export const GET: APIRoute = ({ locals }) => {
  const text = encodeURIComponent(blogText.whatsappDiagnosticMessage);
  return new Response(null, { status: 302, headers: { location: `https://wa.me/${locals.site.config.WHATSAPP_NUMBER}?text=${text}` } });
};
