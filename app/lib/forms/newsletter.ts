import { invalidEmailMessage, isAcceptedNewsletterEmail, newsletterSources } from "./newsletter-rules";
import { z } from "./zod";

export { invalidEmailMessage, isAcceptedNewsletterEmail, type NewsletterSource, newsletterSources } from "./newsletter-rules";

/** The server's newsletter check (the footer form in the browser uses the same rule without zod). */
export const newsletterSchema = z
  .object({
    email: z.string({ message: invalidEmailMessage }).trim(),
    source: z.enum(newsletterSources).default("Footer"),
  })
  .refine((value) => isAcceptedNewsletterEmail(value.email, value.source), { message: invalidEmailMessage, path: ["email"] });

export type NewsletterSignup = z.infer<typeof newsletterSchema>;
