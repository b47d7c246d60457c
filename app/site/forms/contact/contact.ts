import { contactMessages } from "~/content/form-messages";
import { z } from "~/lib/forms/zod";
import { firstNameSchema, lastNameSchema } from "../names";

const text = contactMessages;

/** The contact form, shared by the page and its action. */
export const contactSchema = z.object({
  firstName: firstNameSchema,
  lastName: lastNameSchema,
  email: z
    .string({ message: text.email })
    .trim()
    .max(254, text.email)
    .pipe(z.email({ message: text.email })),
  subject: z.string({ message: text.subjectRequired }).trim().min(1, text.subjectRequired).max(150, text.subjectTooLong),
  message: z.string({ message: text.messageRequired }).trim().min(1, text.messageRequired).max(5000, text.messageTooLong),
});

export type ContactMessage = z.infer<typeof contactSchema>;
