import { accountsText } from "~/content/admin-accounts";
import { recoveryText } from "~/content/admin-recovery";
import { z } from "./zod";

/** The shortest and the longest password a person may choose (« Mon compte », a mailed link). */
export const passwordLength = { min: 12, max: 200 } as const;

const rules = accountsText.account.password;

/** « Choisissez votre mot de passe »: the new password twice (/admin/nouveau-mot-de-passe). */
export const newPasswordSchema = z
  .object({
    password: z.string().min(passwordLength.min, rules.tooShort(passwordLength.min)).max(passwordLength.max, rules.tooLong),
    confirm: z.string(),
  })
  .refine((fields) => fields.password === fields.confirm, { path: ["confirm"], message: rules.mismatch });

/** « Mot de passe oublié »: the account's address (/admin/mot-de-passe-oublie). */
export const forgottenPasswordSchema = z.object({
  email: z
    .string({ message: recoveryText.forgotten.emailInvalid })
    .trim()
    .max(254, recoveryText.forgotten.emailInvalid)
    .pipe(z.email(recoveryText.forgotten.emailInvalid)),
});
