// Plain Node, shared by the scripts and the tests (tests/README.md): the tests and `npm run bench:admin` sign in with it.

/**
 * Signs in as the sign-in form of /admin does without JavaScript (`email` empty: the first account, with
 * ADMIN_PASSWORD) (a plain post, then a 303 to /admin);
 * resolves with the staff cookie (`kh_admin=…`) to send with the next requests. Throws, saying what
 * came back, when the site answers anything else.
 */
export async function signInAsStaff(origin: string, password: string, email = ""): Promise<string> {
  const answer = await fetch(`${origin}/admin`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ email, password }).toString(),
    redirect: "manual",
  });
  const cookie = answer.headers.getSetCookie().find((line) => line.startsWith("kh_admin="));
  const location = answer.headers.get("location");
  if (answer.status !== 303 || location !== "/admin" || !cookie) {
    throw new Error(
      `signing in at ${origin}/admin answered ${answer.status} (to ${location ?? "nowhere"}) ${cookie ? "with" : "without"} a session`,
    );
  }
  return cookie.split(";")[0] ?? "";
}
