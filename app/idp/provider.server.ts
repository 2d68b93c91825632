import { generateKeyPairSync, createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import Provider, { type Configuration, type JWK, type KoaContextWithOIDC } from "oidc-provider";
import type { Database } from "~/db/schema";
import { getUserById } from "~/services/users.server";
import { DatabaseAdapter } from "./database-adapter.server";
import type { IdpInteraction } from "./interaction";

export interface LocalIdentityProviderOptions {
  issuer: string;
  client: { id: string; secret: string; redirectUri: string };
  cookieKeys: string[];
  secure: boolean;
  db: Database;
}

/**
 * A real OpenID Connect provider (oidc-provider) for when no external one is
 * configured. Its accounts are the app's users; its sign-in and sign-up pages
 * are Remix routes under /idp/interaction, reached through `interactionFor`.
 */
export async function createLocalIdentityProvider(options: LocalIdentityProviderOptions) {
  const jwk = await sharedSigningKey(options.db);
  const kid = createHash("sha256").update(String(jwk.n)).digest("base64url").slice(0, 16);
  const cookie = { signed: true, secure: options.secure, sameSite: "lax" as const, httpOnly: true };

  const configuration: Configuration = {
    clients: [
      {
        client_id: options.client.id,
        client_secret: options.client.secret,
        client_name: "Sounding Board",
        redirect_uris: [options.client.redirectUri],
        grant_types: ["authorization_code"],
        response_types: ["code"],
        token_endpoint_auth_method: "client_secret_basic",
      },
    ],
    jwks: { keys: [{ ...jwk, kid, use: "sig", alg: "RS256" } as JWK] },
    // Interactions, sessions, grants and codes in the app database: shared by every instance.
    adapter: (kind: string) => new DatabaseAdapter(options.db, kind),
    cookies: { keys: options.cookieKeys, long: cookie, short: cookie },
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name"] },
    scopes: ["openid", "email", "profile"],
    extraParams: ["screen"],
    pkce: { required: () => true },
    features: { devInteractions: { enabled: false } },
    // Short lives: the app reads the user once, right after sign-in, and keeps its own session.
    ttl: {
      Interaction: 15 * 60,
      Session: 60 * 60,
      Grant: 60 * 60,
      AuthorizationCode: 60,
      AccessToken: 5 * 60,
      IdToken: 5 * 60,
    },
    interactions: { url: (_ctx, interaction) => `/idp/interaction/${interaction.uid}` },
    async findAccount(_ctx, sub) {
      const user = await getUserById(options.db, sub);
      if (!user) return undefined;
      return {
        accountId: user.id,
        claims: () => ({
          sub: user.id,
          email: user.email,
          email_verified: true,
          ...(user.name ? { name: user.name } : {}),
        }),
      };
    },
    // Sounding Board is the provider's only client and first-party: signing in
    // is consent, so no consent screen.
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const client = ctx.oidc.client!;
      const session = ctx.oidc.session!;
      const existing = session.grantIdFor(client.clientId);
      if (existing) {
        const grant = await ctx.oidc.provider.Grant.find(existing);
        if (grant) return grant;
      }
      const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId! });
      grant.addOIDCScope("openid email profile");
      await grant.save();
      return grant;
    },
    async renderError(ctx, out) {
      ctx.type = "html";
      ctx.body = errorPage(
        String(out.error_description ?? out.error ?? "The sign-in request could not be completed."),
      );
    },
  };

  const provider = new Provider(options.issuer, configuration);
  provider.on("server_error", (_ctx, error) => console.error("identity provider error:", error));

  return {
    /** The Node request handler, to mount at the issuer's path. */
    handler: provider.callback(),
    interactionFor(req: IncomingMessage, res: ServerResponse): IdpInteraction {
      return {
        async details() {
          try {
            const interaction = await provider.interactionDetails(req, res);
            return {
              uid: interaction.uid,
              screen: interaction.params.screen === "sign-up" ? "sign-up" : "sign-in",
              loginHint:
                typeof interaction.params.login_hint === "string" ? interaction.params.login_hint : null,
            };
          } catch {
            return null;
          }
        },
        complete(accountId) {
          return provider.interactionResult(
            req,
            res,
            { login: { accountId, remember: false } },
            { mergeWithLastSubmission: false },
          );
        },
      };
    },
  };
}

export type LocalIdentityProvider = Awaited<ReturnType<typeof createLocalIdentityProvider>>;

const SIGNING_KEY = { kind: "SigningKey", id: "local" } as const;

/**
 * The provider's RSA signing key, made once and kept in the database: every
 * instance must sign with, and publish, the same key, or a token signed by
 * one would fail the app's check against another's published keys.
 */
async function sharedSigningKey(db: Database): Promise<JsonWebKey> {
  const stored = () =>
    db
      .selectFrom("oidc_payloads")
      .select("payload")
      .where("kind", "=", SIGNING_KEY.kind)
      .where("id", "=", SIGNING_KEY.id)
      .executeTakeFirst();
  let row = await stored();
  if (!row) {
    const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
    // Two instances starting together: the first insert wins and both read it back.
    await db
      .insertInto("oidc_payloads")
      .values({
        ...SIGNING_KEY,
        payload: JSON.stringify(privateKey.export({ format: "jwk" })),
        grant_id: null,
        user_code: null,
        uid: null,
        expires_at: null,
        consumed_at: null,
      })
      .onConflict((conflict) => conflict.columns(["kind", "id"]).doNothing())
      .execute();
    row = await stored();
  }
  return JSON.parse(row!.payload) as JsonWebKey;
}

function errorPage(message: string): string {
  const escaped = message.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Sign-in error</title></head>
<body style="margin:0;min-height:100vh;display:grid;place-items:center;background:#0b1020;color:#e5e7eb;font-family:system-ui,sans-serif">
<main style="max-width:28rem;padding:2rem;background:#111827;border:1px solid #1f2937;border-radius:1rem">
<h1 style="font-size:1.25rem;margin:0 0 .75rem">Sign-in could not continue</h1>
<p style="color:#9ca3af">${escaped}</p>
<p><a href="/" style="color:#a5b4fc">Back to Sounding Board</a></p></main></body></html>`;
}
