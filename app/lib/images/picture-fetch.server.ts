import { lookup as dnsLookup, type LookupAddress, type LookupAllOptions, type LookupOptions } from "node:dns";
import ipaddr from "ipaddr.js";
import { Agent, type Response, fetch as undiciFetch } from "undici";
import type { Config } from "../config.server";

/**
 * The hosts the three stock-image providers serve their pictures and thumbnails from (app/lib/integrations/stock-images.server.ts):
 * Unsplash's urls.regular/thumb, Pexels' src.large/medium, Pixabay's webformatURL and previewURL.
 */
const providerPictureHosts: readonly string[] = [
  "images.unsplash.com",
  "plus.unsplash.com",
  "images.pexels.com",
  "pixabay.com",
  "cdn.pixabay.com",
];

/** Why a picture's address was not fetched. */
export class PictureRefusedError extends Error {
  override name = "PictureRefusedError";
  constructor(
    readonly reason: "host" | "address" | "redirects",
    message: string,
  ) {
    super(message);
  }
}

/**
 * Whether the server may connect to `address`: a public unicast address only. Loopback, private,
 * link-local, multicast, carrier-grade NAT, documentation, reserved and unspecified ranges are
 * refused, and so are IPv6 forms that carry an IPv4 address elsewhere (6to4, Teredo, NAT64); an
 * IPv4-mapped IPv6 address is judged as the IPv4 address it maps (ipaddr.js's range tables).
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed instanceof ipaddr.IPv6 && parsed.isIPv4MappedAddress()) parsed = parsed.toIPv4Address();
  return parsed.range() === "unicast";
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;
/** dns.lookup's shape, as net.connect and tls.connect call it. */
export type Lookup = (
  hostname: string,
  options: LookupAllOptions,
  callback: (error: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => void,
) => void;

const systemLookup: Lookup = (hostname, options, callback) => dnsLookup(hostname, options, callback);

/**
 * A lookup for net.connect that resolves the name and refuses it when any of its addresses is not
 * public: the check is made on the address the connection is about to use, on every hop, so neither a
 * provider's data, nor a redirect, nor a DNS answer that changes between two lookups can point the
 * server at itself or at the agency's network.
 */
function guardedLookup(resolve: Lookup) {
  return (hostname: string, options: LookupOptions, callback: LookupCallback) => {
    resolve(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, []);
      const refused = addresses.find((entry) => !isPublicAddress(entry.address));
      if (refused || addresses.length === 0) {
        return callback(new PictureRefusedError("address", `${hostname} resolves to an address that is not public`), []);
      }
      if (options.all) return callback(null, addresses);
      const [first] = addresses as [LookupAddress];
      callback(null, first.address, first.family);
    });
  };
}

export interface PictureFetchPolicy {
  /** Host names whose pictures are fetched, over https, their addresses checked on every hop. */
  hosts: ReadonlySet<string>;
  /**
   * Origins fetched as they are: the providers' API addresses the operator configured
   * (UNSPLASH_API_URL…), which the server already trusts with its keys; a test's local provider.
   */
  trustedOrigins: ReadonlySet<string>;
  /** Redirects followed at most, each checked like the first address. */
  maxRedirects: number;
  agents: { guarded: Agent; trusted: Agent };
}

export function createPictureFetchPolicy({
  hosts = providerPictureHosts,
  trustedOrigins = [],
  maxRedirects = 3,
  lookup = systemLookup,
}: {
  hosts?: readonly string[];
  trustedOrigins?: readonly string[];
  maxRedirects?: number;
  lookup?: Lookup;
} = {}): PictureFetchPolicy {
  const agentOptions = { keepAliveTimeout: 4_000, connections: 4 };
  return {
    hosts: new Set(hosts),
    trustedOrigins: new Set(trustedOrigins.map((origin) => new URL(origin).origin)),
    maxRedirects,
    agents: {
      guarded: new Agent({ ...agentOptions, connect: { lookup: guardedLookup(lookup) } }),
      trusted: new Agent(agentOptions),
    },
  };
}

type ProviderSettings = Pick<Config, "UNSPLASH_API_URL" | "PEXELS_API_URL" | "PIXABAY_API_URL">;
const policies = new WeakMap<ProviderSettings, PictureFetchPolicy>();

/** The site's policy: the providers' picture hosts, and the configured API addresses as trusted origins (one per settings object). */
export function pictureFetchPolicy(config: ProviderSettings): PictureFetchPolicy {
  let policy = policies.get(config);
  if (!policy) {
    policy = createPictureFetchPolicy({ trustedOrigins: [config.UNSPLASH_API_URL, config.PEXELS_API_URL, config.PIXABAY_API_URL] });
    policies.set(config, policy);
  }
  return policy;
}

const redirectStatuses = new Set([301, 302, 303, 307, 308]);

/**
 * GETs a provider's picture or thumbnail under `policy`: an https address on one of the providers'
 * picture hosts (or a trusted origin), resolved to public addresses only, following at most
 * `maxRedirects` redirects, each checked the same way. Throws a PictureRefusedError for an address it
 * will not fetch; other failures (network, timeout) throw as fetch does.
 */
export async function fetchPicture(
  address: string,
  policy: PictureFetchPolicy,
  { signal, accept = "image/*" }: { signal?: AbortSignal; accept?: string } = {},
): Promise<Response> {
  let url = URL.canParse(address) ? new URL(address) : undefined;
  for (let redirects = 0; ; redirects++) {
    if (!url) throw new PictureRefusedError("host", "the picture's address is not a URL");
    const trusted = policy.trustedOrigins.has(url.origin);
    if (!trusted && (url.protocol !== "https:" || !policy.hosts.has(url.hostname) || url.username || url.password)) {
      throw new PictureRefusedError("host", `${url.protocol}//${url.host} is not one of the providers' picture hosts`);
    }
    let response: Response;
    try {
      response = await undiciFetch(url, {
        redirect: "manual",
        signal,
        headers: { accept },
        dispatcher: trusted ? policy.agents.trusted : policy.agents.guarded,
      });
    } catch (error) {
      // fetch wraps the lookup's refusal in its own "fetch failed".
      const cause = error instanceof Error ? error.cause : undefined;
      throw cause instanceof PictureRefusedError ? cause : error;
    }
    if (!redirectStatuses.has(response.status)) return response;
    await response.body?.cancel();
    if (redirects >= policy.maxRedirects) throw new PictureRefusedError("redirects", `more than ${policy.maxRedirects} redirects`);
    const location = response.headers.get("location");
    url = location && URL.canParse(location, url) ? new URL(location, url) : undefined;
  }
}
