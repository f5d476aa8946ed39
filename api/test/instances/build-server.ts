import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { join } from "node:path";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    serverDir: string;
  }
}

/**
 * The instances and the restore drill run the server as production does: compiled by the build
 * script and run with plain node (docs/decisions/042-compiled-server.md), built once per run into
 * a directory of its own under build/, where node_modules is found.
 */
export default function setup(project: TestProject) {
  mkdirSync("build", { recursive: true });
  const dir = mkdtempSync(join("build", "server-instances-"));
  execFileSync(process.execPath, ["scripts/build-api.mjs", dir], { stdio: "ignore" });
  project.provide("serverDir", dir);
  return () => rmSync(dir, { recursive: true, force: true });
}
