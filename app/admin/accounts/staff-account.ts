import { accountsText } from "~/content/admin/accounts";
import { z } from "~/lib/forms/zod";

export const staffPasswordLength = { min: 12, max: 200 };

const text = accountsText.account.password;

/** A password a person chooses for their account (« Mon compte », a mailed link: /admin/nouveau-mot-de-passe): long enough, typed twice alike. */
export const newStaffPasswordSchema = z
  .object({
    password: z.string().min(staffPasswordLength.min, text.tooShort(staffPasswordLength.min)).max(staffPasswordLength.max, text.tooLong),
    confirm: z.string(),
  })
  .refine((fields) => fields.password === fields.confirm, { message: text.mismatch, path: ["confirm"] });

const invite = accountsText.team.invite;

/**
 * A staff member's name, as « Équipe », the activity log and the invitation mail show it: one line of
 * visible text. Control characters (C0 and C1: line breaks and tabs among them, and the Unicode line and
 * paragraph separators) would start a new line in the mail's body or the log; bidi controls (U+202A-202E,
 * U+2066-2069, the marks U+200E, U+200F, U+061C) show its letters in another order than they are stored.
 */
export const staffNameSchema = z
  .string()
  .trim()
  .min(1, invite.nameRequired)
  .max(80, invite.nameTooLong)
  .refine((name) => !/[\p{Cc}\u2028\u2029]/u.test(name), invite.nameControls)
  .refine((name) => !/[\u200E\u200F\u061C\u202A-\u202E\u2066-\u2069]/u.test(name), invite.nameBidi)
  .refine((name) => /\p{L}/u.test(name), invite.nameLetters);

/** « Inviter une personne »: a name, an address, a role. */
export const staffInvitationSchema = z.object({
  name: staffNameSchema,
  email: z.email(invite.emailInvalid).max(254, invite.emailInvalid),
  role: z.enum(["admin", "writer"]),
});
