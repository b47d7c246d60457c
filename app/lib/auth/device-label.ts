import Bowser from "bowser";

/**
 * A device as a person recognises it in « Mes sessions » and their passkeys: « Chrome sur Android »,
 * « Safari sur iOS », from the browser's User-Agent (read by bowser). Undefined when nothing is known.
 */
export function deviceLabel(userAgent: string | null | undefined): string | undefined {
  if (!userAgent) return undefined;
  const parsed = Bowser.parse(userAgent);
  const browser = parsed.browser.name;
  const system = parsed.os.name;
  if (browser && system) return `${browser} sur ${system}`;
  return browser ?? system ?? undefined;
}
