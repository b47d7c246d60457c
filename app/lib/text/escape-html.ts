/**
 * Text made safe to write into HTML or XML, between tags or inside a double-quoted attribute. Only the four
 * characters that could end either are replaced, so the rest (accents, « », non-breaking spaces) stays as typed.
 */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}
