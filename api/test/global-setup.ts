import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../db/client";

declare module "vitest" {
  export interface ProvidedContext {
    templateDataDir: string;
  }
}

/**
 * Migrating a PGlite database costs seconds; copying a migrated one costs milliseconds. The
 * template is migrated once per run and each test file opens its own copy (docs/decisions/002-database.md).
 * On PostgreSQL (DATABASE_URL) each file makes its own schema instead, and no template is needed.
 */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), "nakhla-template-"));
  if (!process.env.DATABASE_URL) {
    const template = await openDatabase({ driver: "pglite", dataDir: dir, lock: false });
    await template.close();
  }
  project.provide("templateDataDir", dir);
  return () => rmSync(dir, { recursive: true, force: true });
}
