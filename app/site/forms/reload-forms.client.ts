import { reloadAfter } from "~/lib/behaviours/reload-after";

/**
 * A form marked `reloadAfter` (the footer's data-saver switch) posts without leaving the page, then
 * reloads it where the visitor was: the address the page has now (what was changed in place is in it),
 * rendered by the server in the new version. Should the post fail, the form is sent as without this
 * script, to its return field's address, which follows the address as it changes in place
 * (app/site/shell/current-address.client.ts). Without this script the
 * form posts and the server comes back to the page, at its top.
 */
export function postThenReload(): void {
  document.addEventListener("submit", (event) => {
    const form = event.target as HTMLFormElement;
    if (!form.matches(reloadAfter.selector({ within: "form" }))) return;
    event.preventDefault();
    const fields = new FormData(form, event.submitter);
    fields.delete("redirectTo");
    const button = event.submitter as HTMLButtonElement | null;
    button?.setAttribute("aria-busy", "true");
    fetch(form.action, { method: "POST", body: new URLSearchParams(fields as unknown as Record<string, string>) })
      .then(() => window.location.reload())
      .catch(() => form.submit());
  });
}
