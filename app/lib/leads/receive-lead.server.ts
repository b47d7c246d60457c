import type { RequestScope } from "../boundary/boundary.server";
import { formOf } from "../boundary/request-body.server";
import { pathOf } from "../boundary/route-groups.server";
import { firstErrors } from "../forms/field-errors";
import { isBot } from "../forms/honeypot";
import { locateIp, type VisitorLocation } from "../integrations/geolocation.server";
import { leadChannels } from "../outbox/deliver.server";
import { type NewLead, storeLead, subscribeToNewsletter } from "./store.server";

type FieldIssue = Parameters<typeof firstErrors>[0][number];

/** Where a lead came from: its metadata. */
export interface Visit {
  form: FormData;
  ip: string | undefined;
  location: VisitorLocation;
  userAgent: string;
  /** The browser's first language (Accept-Language). */
  language: string;
  referer: string | undefined;
  /** The path the form was posted to. */
  path: string;
}

/** What differs between the public forms; receiveLead does the rest. */
export interface LeadForm<Value, Answer> {
  /** For the logs: "contact", "newsletter", "subscription". */
  name: string;
  /** The validated fields, or the answer that refuses them (with their French messages). */
  validate(form: FormData): { value: Value } | { refusal: Answer };
  /** The lead to store and forward; a newsletter lead (with its source) keeps one subscriber per address. */
  lead(value: Value, visit: Visit): NewLead | (NewLead & { kind: "newsletter"; source: string });
  /** The success answer, also what a bot caught by the honeypot is told (nothing is stored). */
  stored(form: FormData): Answer;
  /**
   * The answer when the database refused the lead (it is then in the logs, so the agency can recover it); answered
   * with a 500 status, which the request boundary turns into its French 503 when the database is gone or keeps no writes.
   */
  failed(form: FormData): Answer;
}

/**
 * The server side of every public form (decision D4). The request boundary has already applied
 * the rate limit, the size limit and the cross-site refusal; here: honeypot, validation, location
 * from the IP, then the lead and its outbox deliveries are committed before the visitor hears "sent".
 */
export async function receiveLead<Value, Answer>(scope: RequestScope, leadForm: LeadForm<Value, Answer>): Promise<Answer> {
  const { request, body } = scope;
  const form = await formOf(body);
  if (isBot(form)) return leadForm.stored(form);
  const checked = leadForm.validate(form);
  if ("refusal" in checked) return checked.refusal;

  const { db, config, logger } = scope.site;
  const ip = scope.clientAddress;
  const visit: Visit = {
    form,
    ip,
    location: await locateIp(ip, logger),
    userAgent: request.headers.get("user-agent") ?? "",
    language: request.headers.get("accept-language")?.split(",")[0] ?? "",
    referer: request.headers.get("referer") ?? undefined,
    path: pathOf(request),
  };
  const lead = leadForm.lead(checked.value, visit);
  try {
    const channels = leadChannels(config);
    if ("source" in lead) {
      // Without SMTP_URL no confirmation link can leave: the address is still kept, waiting (the launch check says why).
      const mailing = config.SMTP_URL ? { siteUrl: config.SITE_URL } : undefined;
      const { outcome, mailed } = await subscribeToNewsletter(db, lead, channels, mailing);
      logger.info({ outcome, mailed }, "newsletter: sign-up stored");
    } else await storeLead(db, lead, channels);
    return leadForm.stored(form);
  } catch (error) {
    logger.error({ err: error, lead: lead.payload }, `${leadForm.name}: lead could not be stored`);
    // A database that is gone or keeps no writes (a full disk...): the request boundary answers the French 503.
    scope.site.databaseAvailability.report(error);
    return leadForm.failed(form);
  }
}

export type InvalidFields = { status: "invalid"; errors: Record<string, string>; values: Record<string, string> };

/**
 * One character past the longest value any form's schema accepts (a contact message, 5 000): a longer one reaches the
 * schema, which refuses it with its message, instead of being cut to a length that passes.
 */
const longestFieldRead = 5001;

/**
 * The usual validation: the named fields through the form's schema; when they fail, the answer that
 * shows each field's first message beside what was typed.
 */
export function validateFields<Value>(
  form: FormData,
  fields: readonly string[],
  schema: { safeParse(values: unknown): { success: true; data: Value } | { success: false; error: { issues: FieldIssue[] } } },
): { value: Value } | { refusal: InvalidFields } {
  const values = Object.fromEntries(fields.map((key) => [key, fieldText(form, key, longestFieldRead)]));
  const parsed = schema.safeParse(values);
  return parsed.success ? { value: parsed.data } : { refusal: { status: "invalid", errors: firstErrors(parsed.error.issues), values } };
}

/** A form field as text, cut to `max` characters (a file or a missing field reads as ""). */
export function fieldText(form: FormData, key: string, max = 5000): string {
  const value = form.get(key);
  return typeof value === "string" ? value.slice(0, max) : "";
}
