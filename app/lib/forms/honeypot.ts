/** A form field people never see; bots fill it in. Named like something a bot would want to fill. */
export const honeypotField = "site_web";

export function isBot(form: FormData | Record<string, unknown>): boolean {
  const value = form instanceof FormData ? form.get(honeypotField) : form[honeypotField];
  return typeof value === "string" && value.trim() !== "";
}
