import { expect } from "vitest";

/**
 * Signs in as the sign-in form of /admin does without JavaScript (a plain post, then a 303 to /admin);
 * resolves with the staff cookie (`kh_admin=…`) to send with the next requests.
 */
export async function signInAsStaff(origin: string, password: string, name = ""): Promise<string> {
  const answer = await fetch(`${origin}/admin`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ password, name }).toString(),
    redirect: "manual",
  });
  expect(answer.status).toBe(303);
  expect(answer.headers.get("location")).toBe("/admin");
  const cookie = answer.headers.getSetCookie().find((line) => line.startsWith("kh_admin="));
  expect(cookie).toBeDefined();
  return cookie?.split(";")[0] ?? "";
}
