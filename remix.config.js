import { mergeBrowserChunks } from "./scripts/build/merge-browser-chunks.mjs";

/** @type {import('@remix-run/dev').AppConfig} */
export default {
  ignoredRouteFiles: ["**/.*", "**/*.test.{ts,tsx}"],
  serverModuleFormat: "esm",
  // Native and Node-only packages stay outside the server bundle.
  serverDependenciesToBundle: [],
  // Production builds: esbuild's many small shared chunks merged into a few files (decision
  // 0061; passed to the compiler by patches/@remix-run+dev+2.17.5.patch).
  browserBuildTransform: mergeBrowserChunks,
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_lazyRouteDiscovery: true,
    v3_singleFetch: true,
  },
};
