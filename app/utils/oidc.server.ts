import { Authenticator } from "remix-auth";
import { OAuth2Strategy } from "remix-auth-oauth2";
import { z } from "zod";
import type { VerifiedIdentity } from "~/services/users.server";

/** The sign-in screen to show first: providers that know `screen` honour it. */
export type Screen = "sign-in" | "sign-up";

export interface OidcClientOptions {
  issuer: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  /** The local provider: always asks for the password, knows the sign-up screen. */
  local: boolean;
  /** Known endpoints skip discovery (the local provider, reached by the server itself). */
  endpoints?: Endpoints;
  secureCookies: boolean;
}

interface Endpoints {
  authorization: string;
  token: string;
  userinfo: string;
}

const DiscoverySchema = z.object({
  issuer: z.string(),
  authorization_endpoint: z.url(),
  token_endpoint: z.url(),
  userinfo_endpoint: z.url(),
});

const UserInfoSchema = z.object({
  sub: z.string().min(1),
  email: z.email(),
  name: z.string().nullish(),
  email_verified: z.boolean().optional(),
});

export class SignInError extends Error {
  override name = "SignInError";
}

class OidcStrategy extends OAuth2Strategy<VerifiedIdentity> {
  constructor(
    options: OAuth2Strategy.ConstructorOptions,
    verify: (options: OAuth2Strategy.VerifyOptions) => Promise<VerifiedIdentity>,
    private readonly extraParams: (request: Request) => Record<string, string>,
  ) {
    super(options, verify);
  }

  protected override authorizationParams(params: URLSearchParams, request: Request): URLSearchParams {
    const merged = new URLSearchParams(params);
    for (const [key, value] of Object.entries(this.extraParams(request))) merged.set(key, value);
    return merged;
  }
}

/**
 * The app's side of OpenID Connect: authorization code flow with PKCE and
 * state (remix-auth-oauth2), the user read from the userinfo endpoint.
 * The provider is discovered on first use, so the local provider can live
 * in the same server.
 */
export function createOidcClient(options: OidcClientOptions) {
  let ready: Promise<Authenticator<VerifiedIdentity>> | null = null;

  async function discover(): Promise<Endpoints> {
    const response = await fetch(`${options.issuer.replace(/\/$/, "")}/.well-known/openid-configuration`, {
      headers: { Accept: "application/json" },
    });
    if (!response.ok)
      throw new SignInError(`The identity provider at ${options.issuer} did not answer discovery`);
    const metadata = DiscoverySchema.parse(await response.json());
    return {
      authorization: metadata.authorization_endpoint,
      token: metadata.token_endpoint,
      userinfo: metadata.userinfo_endpoint,
    };
  }

  async function createAuthenticator(): Promise<Authenticator<VerifiedIdentity>> {
    const endpoints = options.endpoints ?? (await discover());

    const strategy = new OidcStrategy(
      {
        clientId: options.clientId,
        clientSecret: options.clientSecret,
        authorizationEndpoint: endpoints.authorization,
        tokenEndpoint: endpoints.token,
        redirectURI: options.redirectUri,
        scopes: ["openid", "email", "profile"],
        cookie: {
          name: "sb_oidc",
          path: "/auth",
          httpOnly: true,
          sameSite: "Lax",
          maxAge: 60 * 15,
          ...(options.secureCookies ? { secure: true } : {}),
        },
      },
      async ({ tokens }) => {
        const info = await fetch(endpoints.userinfo, {
          headers: { Authorization: `Bearer ${tokens.accessToken()}`, Accept: "application/json" },
        });
        if (!info.ok) throw new SignInError("The identity provider refused the userinfo request");
        const claims = UserInfoSchema.parse(await info.json());
        return {
          issuer: options.issuer,
          subject: claims.sub,
          email: claims.email,
          name: claims.name ?? null,
        };
      },
      (request): Record<string, string> => {
        const screen = new URL(request.url).pathname.endsWith("/sign-up") ? "sign-up" : "sign-in";
        // The local provider asks for the password every time, so Sign Out
        // really signs out; an external provider keeps its own session rules.
        return options.local ? { prompt: "login", screen } : {};
      },
    );
    return new Authenticator<VerifiedIdentity>().use(strategy, "oidc");
  }

  return {
    /**
     * First call (no `code` in the URL): throws a redirect to the provider.
     * On the callback: returns the verified identity, or throws.
     */
    async authenticate(request: Request): Promise<VerifiedIdentity> {
      ready ??= createAuthenticator().catch((error: unknown) => {
        ready = null;
        throw error;
      });
      return (await ready).authenticate("oidc", request);
    },
  };
}

export type OidcClient = ReturnType<typeof createOidcClient>;
