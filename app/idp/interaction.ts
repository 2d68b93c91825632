/**
 * What the sign-in and sign-up pages of the local identity provider need from
 * it for one request. server.ts builds one per request from oidc-provider.
 */
export interface IdpInteraction {
  /** The pending sign-in, or null when it expired or never existed. */
  details(): Promise<{ uid: string; screen: "sign-in" | "sign-up"; loginHint: string | null } | null>;
  /** Finishes the pending sign-in as this account; returns where to send the browser. */
  complete(accountId: string): Promise<string>;
}
