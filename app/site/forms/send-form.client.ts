import { offlineText } from "~/content/offline";

/** A form post the request boundary refused (too many posts, too large), or one a lost connection never sent: its French message. */
export type FormRefusal = { status: "refused"; message: string };

/** What an island's form learns of its post: the page's own answer, a refusal, or a failure it shows as its own (the spec's toast). */
export type SentForm<Answer> = Answer | FormRefusal | { status: "error" };

const offline = (): FormRefusal => ({ status: "refused", message: offlineText.formNotSent });

function isOffline(): boolean {
  return typeof navigator !== "undefined" && navigator.onLine === false;
}

/**
 * Posts a form from its island to the address it posts to without JavaScript, asking for the answer
 * as JSON (the page answers the same form with a page for a browser without script). Never throws and
 * never reloads anything: what the visitor typed stays in the form whatever happens.
 * - offline, before or during the post: nothing is sent, the offline message;
 * - a refusal of the request boundary (429, 413, 403): its French message;
 * - a crashed server or a connection that carried nothing: `{ status: "error" }`. A server error never
 *   loses a lead: the server stores it before it answers.
 */
export async function sendForm<Answer extends { status: string }>(action: string, form: FormData): Promise<SentForm<Answer>> {
  if (isOffline()) return offline();
  let response: Response;
  try {
    response = await fetch(action, {
      method: "POST",
      body: new URLSearchParams(form as unknown as Record<string, string>),
      headers: { accept: "application/json" },
    });
  } catch (error) {
    // The browser says it went offline while sending: the offline message.
    if (isOffline()) return offline();
    console.warn("form: the server could not be reached", error);
    return { status: "error" };
  }
  const body = (await response.json().catch(() => undefined)) as { status?: unknown; error?: unknown } | undefined;
  if (typeof body?.status === "string") return body as Answer;
  if (typeof body?.error === "string") return { status: "refused", message: body.error };
  return { status: "error" };
}
