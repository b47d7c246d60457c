import { redirect } from "react-router";
import { blogText } from "~/content/blog";
import { services } from "~/lib/boundary/context.server";
import type { Route } from "./+types/whatsapp-redirect";

/** The articles' "diagnostic on WhatsApp" links: to the agency's number (WHATSAPP_NUMBER) with a prepared message. */
export function loader({ context }: Route.LoaderArgs) {
  const text = encodeURIComponent(blogText.whatsappDiagnosticMessage);
  return redirect(`https://wa.me/${services(context).config.WHATSAPP_NUMBER}?text=${text}`, 302);
}
