import { isRouteErrorResponse } from "react-router";

/** A form post the request boundary refused (too many posts, too large): its French message. */
export type FormRefusal = { status: "refused"; message: string };

/**
 * Runs a form's server action from the browser and turns what would replace the page with an
 * error page into the form's own answer, keeping what the visitor typed: a refusal of the request
 * boundary becomes `refused` with its message; a lost connection or a crashed server becomes the
 * form's `failure` (its failure toast). A server error never loses a lead.
 */
export async function answerOrError<Answer, Failure extends { status: "error" }>(
  serverAction: () => Promise<Answer>,
  failure: Failure,
): Promise<Answer | Failure | (Omit<Failure, "status"> & FormRefusal)> {
  try {
    return await serverAction();
  } catch (error) {
    if (isRouteErrorResponse(error) && typeof error.data?.message === "string") {
      return { ...failure, status: "refused", message: error.data.message };
    }
    console.warn("form: the server could not be reached", error);
    return failure;
  }
}
