/**
 * Cache-Control of an answer that is the same for every visitor. Browsers (and feed readers, link
 * previews) may keep it `browserSeconds`; the shared cache in front of the instances (nginx's
 * micro-cache, which reads s-maxage before max-age) keeps it only `sharedSeconds`
 * (PUBLIC_PAGE_CACHE_SECONDS), so what the staff publish or edit reaches everyone within seconds.
 */
export function sharedCaching(sharedSeconds: number, browserSeconds = 0): string {
  return `public, max-age=${browserSeconds}, s-maxage=${sharedSeconds}`;
}
