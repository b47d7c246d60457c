import { accountsText } from "~/content/admin-accounts";
import { z } from "./zod";

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

/** « Inviter une personne »: a name, an address, a role. */
export const staffInvitationSchema = z.object({
  name: z.string().trim().min(1, invite.nameRequired).max(80, invite.nameTooLong),
  email: z.email(invite.emailInvalid).max(254, invite.emailInvalid),
  role: z.enum(["admin", "writer"]),
});
