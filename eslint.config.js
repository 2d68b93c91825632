import js from "@eslint/js";
import tseslint from "typescript-eslint";
import react from "eslint-plugin-react";
import reactHooks from "eslint-plugin-react-hooks";
import jsxA11y from "eslint-plugin-jsx-a11y";
import prettier from "eslint-config-prettier";
import globals from "globals";

const THROUGH_SERVICES = {
  group: ["~/db/*", "*/db/*"],
  message: "Routes and components reach the database through app/services.",
};

export default tseslint.config(
  {
    ignores: [
      "build/**",
      "public/build/**",
      "node_modules/**",
      "data/**",
      "test-results/**",
      "playwright-report/**",
      // The bench's floor app: its build output and the Remix compiler's cache.
      "bench/floor/build/**",
      "bench/floor/.cache/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { react, "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    settings: { react: { version: "detect" } },
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs["jsx-runtime"].rules,
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.configs.recommended.rules,
      "react/prop-types": "off",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    // The layers of ARCHITECTURE.md: routes go through services, the engine stands alone.
    files: ["app/routes/**", "app/api/**", "app/components/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            THROUGH_SERVICES,
            {
              group: ["@nivo/*"],
              message:
                "Only *-nivo.tsx files draw with nivo: lazyChart loads them after hydration (ADR 026).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["app/components/**/*-nivo.tsx"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [THROUGH_SERVICES],
        },
      ],
    },
  },
  {
    // Services hold the business rules, free of the web: no Remix, no pages, no request helpers.
    files: ["app/services/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: [
                "@remix-run/*",
                "~/routes/*",
                "~/api/*",
                "~/components/*",
                "~/utils/*.server",
                "../routes/*",
                "../components/*",
              ],
              message:
                "Services never import the web layer (Remix, routes, the API, components, request helpers in app/utils).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["app/engine/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["~/*", "../*", "node:*"],
              message: "The engine is pure: it imports only from app/engine.",
            },
          ],
        },
      ],
    },
  },
  {
    // Engine subfolders (orchestrator/, chat/...) reach the engine through "../".
    files: ["app/engine/*/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["~/*", "../../*", "node:*"],
              message: "The engine is pure: it imports only from app/engine.",
            },
          ],
        },
      ],
    },
  },
  prettier,
);
