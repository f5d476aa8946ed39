// Which way the code may depend, checked by `npm run lint` (and so by `npm test`):
// docs/architecture.md, sections 1 and 2, and docs/decisions/041-import-rules.md.

/**
 * The API's folders from the top down. A folder imports only folders on a lower line; folders on
 * one line do not import each other. A new folder takes the highest line below everything it uses.
 */
const API_LAYERS = [
  ["server.ts", "dev-server.ts", "scripts"],
  ["app.ts"],
  ["routes"],
  ["plugins"],
  ["jobs", "pitch-slots", "site"],
  ["records", "syndication"],
  ["applications"],
  ["decision-mails", "privacy", "reviews"],
  [
    "application-drafts",
    "consultancy-requests",
    "contacts",
    "founder",
    "funding-interest",
    "leads",
    "newsletter",
    "staff",
  ],
  [
    "audit",
    "backups",
    "documents",
    "lists",
    "mail",
    "meetings",
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
