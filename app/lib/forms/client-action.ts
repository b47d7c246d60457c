/**
 * Runs a form's server action from the browser and turns a lost connection
 * or a crashed server into the form's own "error" answer: the form then shows
 * its failure toast and keeps what the visitor typed, instead of the route's
 * error page (a server error never loses a lead).
 */
export async function answerOrError<Answer, Failure extends { status: "error" }>(
  serverAction: () => Promise<Answer>,
  failure: Failure,
): Promise<Answer | Failure> {
  try {
    return await serverAction();
  } catch (error) {
    console.warn("form: the server could not be reached", error);
    return failure;
  }
}
