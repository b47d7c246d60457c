/**
 * The `code` of a refusal of POST /admin/api/cles/inscription-options when the owner's proof is missing or wrong
 * (app/admin/accounts/passkeys.server.ts, proveKeyOwner): shared by the endpoint and « Mon compte »'s panel, which asks
 * for the password after those that name one, and only says the others.
 */
export const passkeyProofCodes = {
  passwordRequired: "password-required",
  wrongPassword: "wrong-password",
  blocked: "password-blocked",
  signInRequired: "sign-in-required",
} as const;

/** Whether a refusal of the options means « type your password » (the panel then shows its password field). */
export function asksForPassword(code: string | undefined): boolean {
  return code === passkeyProofCodes.passwordRequired || code === passkeyProofCodes.wrongPassword || code === passkeyProofCodes.blocked;
}
