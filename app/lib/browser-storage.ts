/**
 * The browser's storage keys are all named `kheops.<area>.<what>`, in French like the site's addresses. A value
 * kept under a key's former name (before 2026-12) is moved once: read, written under the new key, forgotten
 * under the old one, so no visitor loses an id and no staff member a draft.
 */
export function itemMovedFrom(storage: Storage, key: string, formerKey: string): string | null {
  const value = storage.getItem(key);
  if (value !== null) return value;
  const former = storage.getItem(formerKey);
  if (former === null) return null;
  storage.setItem(key, former);
  storage.removeItem(formerKey);
  return former;
}
