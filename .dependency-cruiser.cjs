// Which way the code may depend, checked by `npm run lint` (and so by `npm test`):
// docs/architecture.md, sections 1 to 3, and docs/decisions/041-import-rules.md.

/**
 * The API's folders from the top down. A folder imports only folders on a lower line; folders on
 * one line do not import each other. A new folder takes the highest line below everything it uses.
 */
const API_LAYERS = [
  ["server.ts", "start-server.ts", "dev-server.ts", "tracing.ts", "scripts"],
  ["app.ts"],
  ["routes"],
  ["plugins"],
  ["decisions"],
  ["site"],
  ["jobs", "pitch-slots"],
  ["deals", "records"],
  ["applications"],
  // An appeal reads the scorecards and conflicts (reviews) and mails the founder's page link.
  ["appeals"],
  ["decision-mails", "privacy", "refunds", "reviews"],
  // A lead's newsletter tick is a sign-up: leads build on newsletter.
  ["leads"],
  [
    "application-drafts",
    "consultancy-requests",
    "contacts",
    "founder",
    "funding-interest",
    "insights",
    "newsletter",
    "staff",
  ],
  [
    "audit",
    "backups",
    "calendar",
    "documents",
    "lists",
    "mail",
    "meetings",
    "monitoring",
    "payments",
    "rate-limits",
    "receipts",
    "saved-views",
    "site-content",
    "tasks",
  ],
  ["db", "ebooks", "storage"],
  ["config.ts", "lib"],
];

/** `^api/(a/|b\.ts$)`: the folders (and root files) of some lines. */
const apiPath = (names) =>
  `^api/(${names.map((name) => (name.endsWith(".ts") ? `${name.replace(".", "\\.")}$` : `${name}/`)).join("|")})`;

// Tests (beside the code, and the helpers in api/test/) drive the whole app, so they may import
// any layer; the order binds the code they test.
const TESTS = "(\\.test\\.ts$|^api/test/)";

const layerRules = API_LAYERS.slice(1).map((line, index) => {
  const above = API_LAYERS.slice(0, index + 1).flat();
  return {
    name: `api-order-line-${index + 2}`,
    comment: `api/ ${line.join(", ")} import only what is below them in API_LAYERS (.dependency-cruiser.cjs)`,
    severity: "error",
    from: { path: apiPath(line), pathNot: TESTS },
    to: { path: apiPath([...above, ...line]), pathNot: "^api/$1" },
  };
});

/**
 * The web's parts from the top down, read the same way as API_LAYERS: the route modules compose
 * features; a feature builds on the shared parts below it and never on another feature; the shared
 * parts (words, components, lib, i18n, content, paths) never reach up into a feature or a route.
 */
const WEB_LAYERS = [
  ["root.tsx", "entry.client.tsx", "entry.server.tsx", "routes.ts", "routes"],
  ["features"],
  ["words"],
  ["components"],
  ["console-tabs.ts", "lib"],
  ["i18n"],
  ["content"],
  ["paths.ts"],
];

const webPath = (names) =>
  `^web/(${names.map((name) => (/\.tsx?$/.test(name) ? `${name.replaceAll(".", "\\.")}$` : `${name}/`)).join("|")})`;

const webLayerRules = WEB_LAYERS.slice(1).map((line, index) => {
  const above = WEB_LAYERS.slice(0, index + 1).flat();
  return {
    name: `web-order-line-${index + 2}`,
    comment: `web/ ${line.join(", ")} import only what is below them in WEB_LAYERS (.dependency-cruiser.cjs)`,
    severity: "error",
    from: { path: webPath(line), pathNot: "\\.test\\.tsx?$" },
    to: { path: webPath([...above, ...line]), pathNot: "^web/$1" },
  };
});

module.exports = {
  forbidden: [
    {
      name: "web-not-api",
      comment: "The site talks to the API over HTTP through web/lib/api.ts, typed from core/",
      severity: "error",
      from: { path: "^web/" },
      to: { path: "^api/" },
    },
    {
      name: "core-neither-side",
      comment: "core/ is shared by web and api and imports neither",
      severity: "error",
      from: { path: "^core/" },
      to: { path: "^(web|api)/" },
    },
    {
      name: "routes-only-from-app",
      comment: "Route plugins are registered by api/app.ts; nothing else imports api/routes/",
      severity: "error",
      from: { path: "^", pathNot: "^api/(app\\.ts$|routes/)" },
      to: { path: "^api/routes/" },
    },
    {
      name: "api-folder-in-order",
      comment: "Every API folder has a line in API_LAYERS (.dependency-cruiser.cjs)",
      severity: "error",
      from: { path: "^api/", pathNot: [apiPath(API_LAYERS.flat()), TESTS] },
      to: { path: "^api/" },
    },
    {
      name: "web-feature-apart",
      comment: "A web feature never imports another: what two share lives below them (WEB_LAYERS)",
      severity: "error",
      from: { path: "^web/features/([^/]+)/" },
      to: { path: "^web/features/", pathNot: "^web/features/$1/" },
    },
    {
      name: "web-folder-in-order",
      comment: "Every web folder and root file has a line in WEB_LAYERS (.dependency-cruiser.cjs)",
      severity: "error",
      from: { path: "^web/", pathNot: [webPath(WEB_LAYERS.flat()), "\\.test\\.tsx?$"] },
      to: { path: "^(web|core)/" },
    },
    ...webLayerRules,
    ...layerRules,
    {
      name: "no-circular",
      comment: "No module reaches itself again through its imports (types included)",
      severity: "error",
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(^|/)node_modules/|^build/|^\\.react-router/" },
    tsConfig: { fileName: "tsconfig.json" },
    // Type-only imports count: a type cycle is a cycle.
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: [".ts", ".tsx", ".js", ".mjs"] },
  },
};
