// Plain fetch (no Vitest): the browser journeys use it too.

/**
 * The Set-Cookie line of the signed visitor id a new browser gets when its page opens the live-stats
 * stream (the id a like needs); "" when none came. The stream is closed at once.
 */
export async function visitorSetCookieFrom(origin: string): Promise<string> {
  const stream = await fetch(`${origin}/api/articles/statistiques/flux`);
  await stream.body?.cancel();
  return stream.headers.getSetCookie().find((line) => line.startsWith("kh_visiteur=")) ?? "";
}

/** The same id as the browser sends it back: `kh_visiteur=…`. */
export async function visitorCookieFrom(origin: string): Promise<string> {
  return (await visitorSetCookieFrom(origin)).split(";")[0] ?? "";
}
