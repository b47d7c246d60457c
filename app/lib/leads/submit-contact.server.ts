import { getConfig } from "../config.server";
import { getDb } from "../db/connection.server";
import { contactSchema } from "../forms/contact";
import { hitFormRateLimit } from "../forms/form-limiter.server";
import { isBot } from "../forms/honeypot";
import { locateIp } from "../integrations/geolocation.server";
import { getLogger } from "../logger.server";
import { leadChannels } from "../outbox/deliver.server";
import { storeLead } from "./store.server";

export type ContactResult =
  | { status: "sent" }
  | { status: "invalid"; errors: Record<string, string>; values: Record<string, string> }
  | { status: "rate-limited"; message: string }
  | { status: "error" };

function firstErrors(issues: { path: PropertyKey[]; message: string }[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) errors[String(issue.path[0] ?? "form")] ??= issue.message;
  return errors;
}

/**
 * The contact form's server side: rate limit, honeypot, validation, then the
 * lead is stored with its outbox deliveries before the visitor is told it is sent.
 */
export async function submitContact(request: Request, form: FormData, ip: string | undefined): Promise<ContactResult> {
  const limit = hitFormRateLimit(ip);
  if (!limit.allowed) return { status: "rate-limited", message: limit.message };
  if (isBot(form)) return { status: "sent" };

  const values = Object.fromEntries(
    ["firstName", "lastName", "email", "subject", "message"].map((key) => [key, String(form.get(key) ?? "")]),
  );
  const parsed = contactSchema.safeParse(values);
  if (!parsed.success) return { status: "invalid", errors: firstErrors(parsed.error.issues), values };

  const contact = parsed.data;
  const location = await locateIp(ip);
  const payload = {
    ...contact,
    metadata: {
      ip: ip ?? "",
      city: location.city,
      region: location.region,
      country: location.country,
      latitude: location.latitude,
      longitude: location.longitude,
      userAgent: request.headers.get("user-agent") ?? "",
      language: request.headers.get("accept-language")?.split(",")[0] ?? "",
      pageUrl: request.headers.get("referer") ?? new URL(request.url).pathname,
      formTitle: "Formulaire de contact",
    },
  };
  const fullName = `${contact.firstName} ${contact.lastName}`;
  try {
    await storeLead(
      getDb(),
      {
        kind: "contact",
        email: contact.email,
        fullName,
        summary: `Nouveau message de contact - ${fullName}\u00a0: ${contact.subject}`,
        payload,
      },
      leadChannels(getConfig()),
    );
    return { status: "sent" };
  } catch (error) {
    // The database refused the lead: keep it in the logs so the agency can still recover it.
    getLogger().error({ err: error, lead: payload }, "contact: lead could not be stored");
    return { status: "error" };
  }
}
