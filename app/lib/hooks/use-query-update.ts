import { useCallback } from "react";
import { useSearchParams } from "react-router";

/**
 * Changes some query parameters of the current address in place (no new
 * history entry, no scroll), for filters that live in the URL. A null or
 * empty value removes its parameter.
 */
export function useQueryUpdate(): (changes: Record<string, string | null>) => void {
  const [, setParams] = useSearchParams();
  return useCallback(
    (changes) => {
      // From the address bar, not a render's params: two quick changes must not undo each other.
      const next = new URLSearchParams(window.location.search);
      for (const [key, value] of Object.entries(changes)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      setParams(next, { replace: true, preventScrollReset: true });
    },
    [setParams],
  );
}
