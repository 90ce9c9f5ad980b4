// The floors of app/ (docs/architecture.md, decision 0078): routes -> domains -> ui -> platform.
// Each floor imports only the floors below it. Checked by `npm run lint`; type-only imports count.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "platform-imports-only-platform",
      comment:
        "app/platform/ is the ground floor (database, sessions, jobs, storage): it imports no domain, no ui, " +
        "no route and not root.tsx. A domain that needs platform to run something registers it from above " +
        "(see app/background-work.server.ts).",
      severity: "error",
      from: { path: "^app/platform/" },
      to: { path: "^app/", pathNot: "^app/(platform|locales)/" },
    },
    {
      name: "ui-imports-only-platform",
      comment:
        "app/ui/ (shared components and hooks) imports only app/ui/, app/platform/ and the catalogues (and libraries).",
      severity: "error",
      from: { path: "^app/ui/" },
      to: { path: "^app/", pathNot: "^app/(ui|platform|locales)/" },
    },
    {
      name: "locales-on-the-ground-floor",
      comment:
        "app/locales/ (the message catalogues and their readers, decision 0110) sits beside app/platform/: it " +
        "imports only platform, so the platform's form reading and every floor above can use it.",
      severity: "error",
      from: { path: "^app/locales/" },
      to: { path: "^app/", pathNot: "^app/(platform|locales)/" },
    },
    {
      name: "domains-import-no-route",
      comment: "Only the app's edge (routes, root.tsx, the entries) imports a route module or root.tsx.",
      severity: "error",
      from: { path: "^app/", pathNot: "^app/(routes/|root\\.tsx$|entry\\.(client|server)\\.tsx$)" },
      to: { path: "^app/(routes/|root\\.tsx$)" },
    },
    {
      name: "no-route-imports-a-route",
      comment: "A route module imports no other route module: what two routes share lives in a domain folder.",
      severity: "error",
      from: { path: "^app/routes/" },
      to: { path: "^app/routes/" },
    },
    {
      name: "no-circular",
      comment: "No circle of imports in app/.",
      severity: "error",
      from: { path: "^app/" },
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^app/platform/db-schema\\.ts$" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".json"],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
