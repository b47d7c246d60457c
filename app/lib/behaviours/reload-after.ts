import { behaviour } from "./behaviour";

/**
 * A form that, with the script, posts without leaving the page and then reloads it where the visitor was (the
 * footer's data-saver switch): app/site/forms/reload-forms.client.ts.
 */
export const reloadAfter = behaviour({ form: "data-reload-after" });
