import { createContext, useContext } from "react";

/**
 * The per-request CSP nonce. The server provides it; in the browser it is
 * empty (browsers hide nonce attributes once the page is parsed).
 */
const NonceContext = createContext("");

export const NonceProvider = NonceContext.Provider;

export function useNonce(): string {
  return useContext(NonceContext);
}
