/**
 * Whether the visitor changed a control before the page's script came (it comes after the first paint,
 * seconds later on a slow phone): its value is no longer the one the server wrote. The script then
 * applies that change as if it had just been made, so nothing typed or chosen meanwhile is lost.
 */
export function changedBeforeScript(control: HTMLInputElement | HTMLSelectElement): boolean {
  if (control instanceof HTMLInputElement) return control.value !== control.defaultValue;
  const written = [...control.options].find((option) => option.defaultSelected) ?? control.options[0];
  return control.value !== (written?.value ?? "");
}
