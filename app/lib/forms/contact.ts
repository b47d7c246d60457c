import { firstNameSchema, lastNameSchema } from "./names";
import { z } from "./zod";

/** The contact form (spec §5 'Contact form'), shared by the page and its action. */
export const contactSchema = z.object({
  firstName: firstNameSchema,
  lastName: lastNameSchema,
  email: z
    .string({ message: "Email invalide." })
    .trim()
    .max(254, "Email invalide.")
    .pipe(z.email({ message: "Email invalide." })),
  subject: z
    .string({ message: "Le sujet est requis." })
    .trim()
    .min(1, "Le sujet est requis.")
    .max(150, "Le sujet ne peut pas dépasser 150 caractères."),
  message: z
    .string({ message: "Le message est requis." })
    .trim()
    .min(1, "Le message est requis.")
    .max(5000, "Le message ne peut pas dépasser 5 000 caractères."),
});

export type ContactMessage = z.infer<typeof contactSchema>;
