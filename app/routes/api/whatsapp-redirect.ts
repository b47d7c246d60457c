import { redirect } from "react-router";
import { blogText } from "~/content/blog";
import { getConfig } from "~/lib/config.server";

/** The articles' "diagnostic on WhatsApp" links: to the agency's number (WHATSAPP_NUMBER) with a prepared message. */
export function loader() {
  const text = encodeURIComponent(blogText.whatsappDiagnosticMessage);
  return redirect(`https://wa.me/${getConfig().WHATSAPP_NUMBER}?text=${text}`, 302);
}
