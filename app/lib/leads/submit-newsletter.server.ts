import { getConfig } from "../config.server";
import { getDb } from "../db/connection.server";
import { isBot } from "../forms/honeypot";
import { type NewsletterSource, newsletterSchema } from "../forms/newsletter";
import { type FormRefusal, receiveForm } from "../forms/receive-form.server";
import { locateIp } from "../integrations/geolocation.server";
import { getLogger } from "../logger.server";
import { leadChannels } from "../outbox/deliver.server";
import { subscribeToNewsletter } from "./store.server";

export type NewsletterResult =
  | { status: "subscribed"; source: NewsletterSource }
  | { status: "invalid"; source: NewsletterSource; message: string }
  | (FormRefusal & { source: NewsletterSource })
  | { status: "error"; source: NewsletterSource };

const subjects: Record<NewsletterSource, string> = {
  Footer: "Nouvelle inscription à la newsletter - Pied de page",
  Homepage: "Nouvelle inscription à la newsletter - Page d'accueil",
  Blog: "Nouvelle inscription à la newsletter - Kheopscope",
};

function text(form: FormData, key: string, max = 200): string {
  return String(form.get(key) ?? "").slice(0, max);
}

/** Newsletter sign-up (spec §7.2): stored once per address, then forwarded through the outbox. */
export async function submitNewsletter(request: Request, ip: string | undefined): Promise<NewsletterResult> {
  const received = await receiveForm(request, ip);
  if ("status" in received) return { ...received, source: "Footer" };
  const { form } = received;
  const sourceValue = form.get("source");
  const source: NewsletterSource = sourceValue === "Homepage" || sourceValue === "Blog" ? sourceValue : "Footer";
  if (isBot(form)) return { status: "subscribed", source };

  const parsed = newsletterSchema.safeParse({ email: text(form, "email", 300), source });
  if (!parsed.success) return { status: "invalid", source, message: parsed.error.issues[0]?.message ?? "" };

  const location = await locateIp(ip);
  const payload = {
    email: parsed.data.email,
    _subject: subjects[source],
    subscriptionType: "Newsletter",
    source,
    page: text(form, "page") || new URL(request.headers.get("referer") ?? request.url).pathname,
    timestamp: new Date().toISOString(),
    userAgent: request.headers.get("user-agent") ?? "",
    screenSize: text(form, "screenSize", 20) || "Inconnu",
    language: request.headers.get("accept-language")?.split(",")[0] ?? "",
    timezone: text(form, "timezone", 60) || "Inconnu",
    referrer: text(form, "referrer", 500) || "Direct",
    location: { country: location.country, countryCode: location.countryCode, city: location.city, region: location.region },
  };
  try {
    await subscribeToNewsletter(
      getDb(),
      { kind: "newsletter", email: parsed.data.email, summary: subjects[source], payload, source },
      leadChannels(getConfig()),
    );
    return { status: "subscribed", source };
  } catch (error) {
    getLogger().error({ err: error, lead: payload }, "newsletter: sign-up could not be stored");
    return { status: "error", source };
  }
}
