import { data, isRouteErrorResponse } from "react-router";
import { offlineText } from "~/content/offline";

/** A form post the request boundary refused (too many posts, too large), or one a lost connection never sent: its French message. */
export type FormRefusal = { status: "refused"; message: string };

type Refused<Failure> = Omit<Failure, "status"> & FormRefusal;

/**
 * Runs a form's server action from the browser and turns what would replace the page with an
 * error page into the form's own answer, keeping what the visitor typed: a refusal of the request
 * boundary becomes `refused` with its message; no connection (the browser is offline before or after
 * the post) becomes `refused` with the offline message, without reloading the page's
 * data (an answer of status 503: React Router revalidates nothing after an action that failed, and
 * offline that reload would fail too); a crashed server becomes the form's `failure` (its failure
 * toast). A server error never loses a lead.
 */
export async function answerOrError<Answer, Failure extends { status: "error" }>(
  serverAction: () => Promise<Answer>,
  failure: Failure,
): Promise<Answer | Failure | Refused<Failure> | ReturnType<typeof data<Refused<Failure> | Failure>>> {
  const notSent = () => data<Refused<Failure>>({ ...failure, status: "refused", message: offlineText.formNotSent }, { status: 503 });
  if (isOffline()) return notSent();
  try {
    return await serverAction();
  } catch (error) {
    if (isRouteErrorResponse(error) && typeof error.data?.message === "string") {
      return { ...failure, status: "refused", message: error.data.message };
    }
    // The browser says it went offline while sending: the offline message.
    if (isOffline()) return notSent();
    console.warn("form: the server could not be reached", error);
    // fetch() rejects with a TypeError when the request could not be made at all (a connection that says it is
    // up but carries nothing does that too): the form's own failure (the spec's toast), without reloading the
    // page's data, which would fail the same way and could take the typed text with it.
    return error instanceof TypeError ? data(failure, { status: 503 }) : failure;
  }
}

function isOffline(): boolean {
  return typeof navigator !== "undefined" && navigator.onLine === false;
}
