/**
 * How the phone input keeps the country's dial code in front of the number: pure functions, so the component stays small and they are tested
 * alone. No phone library here: this runs on every keystroke of the first load.
 */

/** "+237 " — the part of the value the visitor cannot delete. */
export const prefixOf = (dialCode: string) => `${dialCode} `;

/** Digits and spaces only, without leading spaces. */
const numberPart = (text: string) => text.replace(/[^\d ]/g, "").replace(/^ +/, "");

/** The value after an edit, with the prefix put back if the edit damaged it. */
export function keepPrefix(raw: string, dialCode: string): string {
  const prefix = prefixOf(dialCode);
  if (raw.startsWith(prefix)) return prefix + numberPart(raw.slice(prefix.length));
  if (raw.startsWith(dialCode)) return prefix + numberPart(raw.slice(dialCode.length));
  // The prefix was selected and typed over: keep what was typed.
  return prefix + numberPart(raw.startsWith("+") ? raw.slice(raw.indexOf(" ") + 1 || raw.length) : raw);
}

/** True when a Backspace or Delete with this selection would eat into the prefix. */
export function editsPrefix(key: string, start: number, end: number, dialCode: string): boolean {
  const length = prefixOf(dialCode).length;
  if (key === "Backspace") return start < length || (start === end && start <= length);
  if (key === "Delete") return start < length;
  return false;
}

/**
 * Pasting keeps digits only, and drops a dial code the pasted number starts
 * with ("+237 6 71…" or "00237 6 71…"), then places the caret after them.
 */
export function pasteDigits(current: string, start: number, end: number, pasted: string, dialCode: string) {
  const length = prefixOf(dialCode).length;
  let digits = pasted.replace(/\D/g, "");
  const dial = dialCode.slice(1);
  const trimmed = pasted.trim();
  if ((trimmed.startsWith("+") || trimmed.startsWith("00")) && digits.startsWith(trimmed.startsWith("00") ? `00${dial}` : dial)) {
    digits = digits.slice((trimmed.startsWith("00") ? 2 : 0) + dial.length);
  }
  const from = Math.max(start, length);
  const to = Math.max(end, from);
  const value = current.slice(0, from) + digits + current.slice(to);
  return { value, caret: from + digits.length };
}
