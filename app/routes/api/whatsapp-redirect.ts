import { redirect } from "react-router";
import { getConfig } from "~/lib/config.server";

export const whatsappDiagnosticMessage =
  "Bonjour Kheops Digital, j'ai lu un article du Kheopscope et je souhaite réserver une séance de diagnostic gratuite.";

/** The articles' "diagnostic on WhatsApp" links: to the agency's number (WHATSAPP_NUMBER) with a prepared message. */
export function loader() {
  const text = encodeURIComponent(whatsappDiagnosticMessage);
  return redirect(`https://wa.me/${getConfig().WHATSAPP_NUMBER}?text=${text}`, 302);
}
