import { leadText } from "~/content/lead-fields";
import type { RequestScope } from "~/lib/boundary/boundary.server";
import { type InvalidFields, type LeadForm, receiveLead, validateFields } from "~/lib/leads/receive-lead.server";
import { type ContactMessage, contactSchema } from "./contact";

export type ContactResult = { status: "sent" } | InvalidFields | { status: "error" };

const fields = ["firstName", "lastName", "email", "subject", "message"] as const;

export const contactForm: LeadForm<ContactMessage, ContactResult> = {
  name: "contact",
  validate: (form) => validateFields(form, fields, contactSchema),
  lead(contact, visit) {
    const fullName = `${contact.firstName} ${contact.lastName}`;
    return {
      kind: "contact",
      email: contact.email,
      fullName,
      summary: leadText.contactSummary(fullName, contact.subject),
      payload: {
        ...contact,
        metadata: {
          ip: visit.ip ?? "",
          city: visit.location.city,
          region: visit.location.region,
          country: visit.location.country,
          latitude: visit.location.latitude,
          longitude: visit.location.longitude,
          userAgent: visit.userAgent,
          language: visit.language,
          pageUrl: visit.referer ?? visit.path,
          formTitle: leadText.contactForm,
        },
      },
    };
  },
  stored: () => ({ status: "sent" }),
  failed: () => ({ status: "error" }),
};

/** The contact form's server side (D4 in docs/architecture.md: stored, then forwarded). */
export function submitContact(scope: RequestScope): Promise<ContactResult> {
  return receiveLead(scope, contactForm);
}
