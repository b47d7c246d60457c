import { honeypotField } from "~/lib/forms/honeypot";

/** A field people never see or reach; bots fill it in, and their post is quietly ignored. */
export function Honeypot() {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label htmlFor={`hp-${honeypotField}`}>Ne pas remplir</label>
      <input id={`hp-${honeypotField}`} type="text" name={honeypotField} tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
