import { getConfig } from "../config.server";
import { getDb } from "../db/connection.server";
import { contactSchema } from "../forms/contact";
import { firstErrors } from "../forms/field-errors";
import { isBot } from "../forms/honeypot";
import { type FormRefusal, receiveForm } from "../forms/receive-form.server";
import { locateIp } from "../integrations/geolocation.server";
import { getLogger } from "../logger.server";
import { leadChannels } from "../outbox/deliver.server";
import { storeLead } from "./store.server";

export type ContactResult =
  | { status: "sent" }
  | { status: "invalid"; errors: Record<string, string>; values: Record<string, string> }
  | FormRefusal
  | { status: "error" };

/**
 * The contact form's server side: rate and size limits, honeypot, validation, then the
 * lead is stored with its outbox deliveries before the visitor is told it is sent.
 */
export async function submitContact(request: Request, ip: string | undefined): Promise<ContactResult> {
  const received = await receiveForm(request, ip);
  if ("status" in received) return received;
  const { form } = received;
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
