import { createContext, useContext } from "react";

/** The request's Content-Security-Policy nonce, for the scripts Remix renders. */
const NonceContext = createContext<string>("");

export const NonceProvider = NonceContext.Provider;

export function useNonce(): string {
  return useContext(NonceContext);
}
