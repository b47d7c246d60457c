import { leadText } from "~/content/lead-fields";
import type { RequestScope } from "~/lib/boundary/boundary.server";
import { fieldText, type LeadForm, receiveLead } from "~/lib/leads/receive-lead.server";
import { type NewsletterSignup, type NewsletterSource, newsletterSchema } from "./newsletter";

export type NewsletterResult =
  | { status: "subscribed"; source: NewsletterSource }
  | { status: "invalid"; source: NewsletterSource; message: string }
  | { status: "error"; source: NewsletterSource };

const subjects: Record<NewsletterSource, string> = leadText.newsletterSummaries;

function sourceOf(form: FormData): NewsletterSource {
  const value = form.get("source");
  return value === "Homepage" || value === "Blog" ? value : "Footer";
}

function pathOf(url: string | undefined): string | undefined {
  if (!url || !URL.canParse(url)) return undefined;
  return new URL(url).pathname;
}

export const newsletterForm: LeadForm<NewsletterSignup, NewsletterResult> = {
  name: "newsletter",
  validate(form) {
    const source = sourceOf(form);
    const parsed = newsletterSchema.safeParse({ email: fieldText(form, "email", 300), source });
    return parsed.success
      ? { value: parsed.data }
      : { refusal: { status: "invalid", source, message: parsed.error.issues[0]?.message ?? "" } };
  },
  lead({ email, source }, visit) {
    const text = (key: string, max = 200) => fieldText(visit.form, key, max);
    return {
      kind: "newsletter",
      email,
      source,
      summary: subjects[source],
      payload: {
        email,
        _subject: subjects[source],
        subscriptionType: "Newsletter",
        source,
        page: text("page") || pathOf(visit.referer) || visit.path,
        timestamp: new Date().toISOString(),
        userAgent: visit.userAgent,
        screenSize: text("screenSize", 20) || "Inconnu",
        language: visit.language,
        timezone: text("timezone", 60) || "Inconnu",
        referrer: text("referrer", 500) || "Direct",
        location: {
          country: visit.location.country,
          countryCode: visit.location.countryCode,
          city: visit.location.city,
          region: visit.location.region,
        },
      },
    };
  },
  stored: (form) => ({ status: "subscribed", source: sourceOf(form) }),
  failed: (form) => ({ status: "error", source: sourceOf(form) }),
};

/** Newsletter sign-up: stored once per address, then forwarded through the outbox. */
export function submitNewsletter(scope: RequestScope): Promise<NewsletterResult> {
  return receiveLead(scope, newsletterForm);
}
