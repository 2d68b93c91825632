import type { Config } from "~/config.server";
import type { OperatorDetails, PrivacySettings } from "./constants";

/** What every legal page shows about the operator, from the configuration. */
export function legalPageData(config: Config): { operator: OperatorDetails; placeholderNote: boolean } {
  const { name, address, email, phone, isPlaceholder } = config.operator;
  return {
    operator: { name, address, email, phone },
    placeholderNote: isPlaceholder && config.nodeEnv !== "production",
  };
}

/** Which outside services the privacy policy has to name, from the configuration. */
export function privacySettings(config: Config): PrivacySettings {
  return {
    posthogHost: config.posthog ? new URL(config.posthog.host).host : null,
    stripe: config.stripe !== null,
    llmHost: config.llm ? new URL(config.llm.baseUrl).host : null,
    identityProviderHost: config.oidc ? new URL(config.oidc.issuer).host : null,
  };
}
