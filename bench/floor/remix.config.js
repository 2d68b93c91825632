/**
 * The floor app: a bare Remix 2 app on the product's stack (same Remix, same future flags,
 * same node_modules), built by the Remix CLI into bench/floor/build. See README.md.
 * @type {import('@remix-run/dev').AppConfig}
 */
export default {
  serverModuleFormat: "esm",
  serverBuildPath: "build/index.js",
  // Everything the build writes stays under build/ (gitignored, ignored by ESLint and Prettier).
  assetsBuildDirectory: "build/client",
  publicPath: "/build/",
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_lazyRouteDiscovery: true,
    v3_singleFetch: true,
  },
};
