import type { StaffRole } from "../db/schema";

/**
 * Who may open which admin address: the one place the roles are decided (app/middleware.ts asks it for
 * every admin request, page, action and export alike, before any handler runs).
 *
 * A « Rédacteur » (writer) works on articles and pictures, and on their own account; everything else under
 * /admin (leads, subscribers, exports, audience, health, the team, the activity log) is for administrators.
 * What is not listed here is an administrator's: a new admin page is closed to writers until it is added.
 */
const writerAddresses = [
  "/admin",
  "/admin/articles",
  "/admin/images",
  "/admin/compte",
  "/admin/deconnexion",
  "/admin/api/articles",
  "/admin/api/images",
  "/admin/api/analyse",
  "/admin/api/cles",
];

/** Addresses answered without a session: the sign-in, the forgotten password, a mailed link, a passkey's sign-in. */
const addressesWithoutSession = [
  "/admin",
  "/admin/mot-de-passe-oublie",
  "/admin/nouveau-mot-de-passe",
  "/admin/api/cles/connexion-options",
  "/admin/api/cles/connexion",
];

const within = (path: string, address: string) => path === address || (address !== "/admin" && path.startsWith(`${address}/`));

export function roleMayOpen(role: StaffRole, path: string): boolean {
  // What anyone may open (a mailed link followed while signed in as someone else) no role closes.
  if (role === "admin" || openWithoutSession(path)) return true;
  return writerAddresses.some((address) => within(path, address));
}

export function openWithoutSession(path: string): boolean {
  return addressesWithoutSession.includes(path);
}

/** Where to go after signing in: an admin address of this site (never another site's), or nothing. */
export function safeReturnAddress(address: string | undefined): string | undefined {
  if (!address?.startsWith("/admin/") || address.startsWith("//") || /[\\\s]/.test(address)) return undefined;
  return address.slice(0, 500);
}
