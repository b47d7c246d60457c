import { uiText } from "~/content/ui";
import { honeypotField } from "~/lib/forms/honeypot";

/** A field people never see or reach; bots fill it in, and their post is quietly ignored. */
export function Honeypot() {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      {/* The field inside its label, not tied by an id: a page may hold several forms (the home has two). */}
      <label>
        {uiText.honeypot}
        <input type="text" name={honeypotField} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
