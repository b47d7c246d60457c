/**
 * A form marked data-reload-after (the footer's data-saver switch) posts without leaving the page, then
 * reloads it where the visitor was: the server renders it in the new version. Without this script the
 * form posts and the server comes back to the page, at its top.
 */
export function postThenReload(): void {
  document.addEventListener("submit", (event) => {
    const form = event.target as HTMLFormElement;
    if (!form.matches("form[data-reload-after]")) return;
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
