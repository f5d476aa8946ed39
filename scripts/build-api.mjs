// npm run build:api: the API server compiled for plain `node` (docs/decisions/042-compiled-server.md).
// api/server.ts and everything it imports from api/ and core/ become ES modules in build/api/
// (or the directory given), packages stay in node_modules; the migrations are copied beside them,
// where api/db/client.ts looks for them.
import { cpSync, rmSync } from "node:fs";
import { join } from "node:path";
import { build } from "esbuild";

const outdir = process.argv[2] ?? "build/api";
rmSync(outdir, { recursive: true, force: true });
await build({
  // The workers (api/lib/worker-pool.ts) are files of their own, which Node starts beside the
  // server: the upload's PDF check and the deal room's stamp.
  entryPoints: {
    server: "api/server.ts",
    "pdf-pages-worker": "api/founder/pdf-pages-worker.ts",
    "deck-stamp-worker": "api/deals/deck-stamp-worker.ts",
  },
  outdir,
  bundle: true,
  // Modules loaded with import() (the password dictionaries, the S3 client) stay in chunks of
  // their own, loaded only when needed, as they are under tsx.
  splitting: true,
  format: "esm",
  platform: "node",
  target: "node24",
  packages: "external",
  sourcemap: "linked",
  logLevel: "warning",
});
cpSync("api/db/migrations", join(outdir, "migrations"), { recursive: true });
console.info(`API server built in ${outdir}/server.js`);
