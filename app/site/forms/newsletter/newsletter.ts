import { newsletterMessages } from "~/content/form-messages";
import { z } from "~/lib/forms/zod";
import { newsletterSources } from "./newsletter-rules";

export { isAcceptedNewsletterEmail, type NewsletterSource, newsletterSources } from "./newsletter-rules";

/**
 * The server's newsletter check, the authority whatever the browser checked: one strict rule for every
 * source, the one the contact and subscription forms use. A plain address only (no display name, angle
 * brackets, spaces or control characters; a dotted domain), since it becomes the lead mail's Reply-To.
 */
export const newsletterSchema = z.object({
  email: z.string({ message: newsletterMessages.email }).trim().max(254, newsletterMessages.email).pipe(z.email(newsletterMessages.email)),
  source: z.enum(newsletterSources).default("Footer"),
});

export type NewsletterSignup = z.infer<typeof newsletterSchema>;
