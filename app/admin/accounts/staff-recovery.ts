import { recoveryText } from "~/content/admin/recovery";
import { z } from "~/lib/forms/zod";

/** « Mot de passe oublié »: the account's address (/admin/mot-de-passe-oublie). */
export const forgottenPasswordSchema = z.object({
  email: z
    .string({ message: recoveryText.forgotten.emailInvalid })
    .trim()
    .max(254, recoveryText.forgotten.emailInvalid)
    .pipe(z.email(recoveryText.forgotten.emailInvalid)),
});

/**
 * The box of the reset link's page (/admin/nouveau-mot-de-passe), « Supprimer aussi les clés d'accès de ce compte »:
 * checked by default, and like any checkbox sent only when checked, so a post without it keeps the keys.
 */
export const removePasskeysField = "supprimer-cles";
