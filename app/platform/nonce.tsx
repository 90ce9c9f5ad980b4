import { createContext, useContext } from "react";

/** The per-request CSP nonce, given to Remix's inline scripts while rendering on the server. */
const NonceContext = createContext<string>("");

export const NonceProvider = NonceContext.Provider;

export function useNonce(): string {
  return useContext(NonceContext);
}
