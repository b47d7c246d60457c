import { recoveryText } from "~/content/admin-recovery";
import { z } from "./zod";

/** « Mot de passe oublié »: the account's address (/admin/mot-de-passe-oublie). */
export const forgottenPasswordSchema = z.object({
  email: z
    .string({ message: recoveryText.forgotten.emailInvalid })
    .trim()
    .max(254, recoveryText.forgotten.emailInvalid)
    .pipe(z.email(recoveryText.forgotten.emailInvalid)),
});
