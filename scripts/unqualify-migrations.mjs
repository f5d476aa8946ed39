// drizzle-kit writes foreign keys as REFERENCES "public"."table". Migrations must follow the
// search path instead, so each API test file can run them in a PostgreSQL schema of its own
// (docs/decisions/002-database.md). Run after every `drizzle-kit generate` (npm run db:generate).
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const dir = "api/db/migrations";
for (const name of readdirSync(dir).filter((file) => file.endsWith(".sql"))) {
  const path = join(dir, name);
  const sql = readFileSync(path, "utf8");
  const unqualified = sql.replaceAll('"public".', "");
  if (unqualified !== sql) {
    writeFileSync(path, unqualified);
    console.info(`${path}: removed the "public" schema qualifier`);
  }
}
