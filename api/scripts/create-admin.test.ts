import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { PASSWORD_TOO_SHORT_MESSAGE } from "../../core/schemas/staff";
import { openDatabase } from "../db/client";
import { verifyPassword } from "../lib/passwords";
import { findAdminByUsername } from "../staff/staff-repository";
import { weakPasswords } from "../test/weak-passwords";

const dataDir = mkdtempSync(join(tmpdir(), "nakhla-admin-create-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const run = (env: Record<string, string>) =>
  spawnSync(process.execPath, ["--import", "tsx", "api/scripts/create-admin.ts"], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", ...env },
    encoding: "utf8",
    input: "",
  });

describe("npm run admin:create", () => {
  it("creates an admin from the environment with a hashed password, once", {
    timeout: 60_000,
  }, () => {
    const env = {
      ADMIN_USERNAME: "leena",
      ADMIN_NAME: "Leena Farouk",
      ADMIN_PASSWORD: "a long enough secret",
    };
    const created = run(env);
    expect(created.status).toBe(0);
    expect(created.stdout).toContain('Admin "leena" (Leena Farouk) created.');
    const again = run(env);
    expect(again.status).toBe(1);
    expect(again.stderr).toContain('An admin named "leena" already exists.');
  });

  it("refuses a short password and says what is missing without a terminal", {
    timeout: 60_000,
  }, () => {
    const short = run({ ADMIN_USERNAME: "omar", ADMIN_PASSWORD: "short" });
    expect(short.stderr).toContain(PASSWORD_TOO_SHORT_MESSAGE);
    const missing = run({ ADMIN_USERNAME: "", ADMIN_PASSWORD: "" });
    expect(missing.status).toBe(1);
    expect(missing.stderr).toContain("Username is missing: set it in the environment");
  });

  it("refuses each weak password an invitation refuses, whitespace-only and padded ones too", {
    timeout: 300_000,
  }, () => {
    const username = "omar.haddad@nakhla.example";
    for (const [password, why] of weakPasswords(username)) {
      const refused = run({ ADMIN_USERNAME: username, ADMIN_PASSWORD: password });
      expect(refused.status, JSON.stringify(password)).toBe(1);
      expect(refused.stderr, JSON.stringify(password)).toContain(why);
    }
    const own = run({ ADMIN_USERNAME: "omar.haddad", ADMIN_PASSWORD: "omar.haddad2026" });
    expect(own.status).toBe(1);
    expect(own.stderr).toContain("This password is too easy to guess.");
  });

  it("stored what it said", { timeout: 60_000 }, async () => {
    const database = await openDatabase({ driver: "pglite", dataDir });
    try {
      const admin = await findAdminByUsername(database.db, "leena");
      expect(admin?.displayName).toBe("Leena Farouk");
      expect(admin?.passwordHash).toMatch(/^\$argon2id\$/);
      expect(await verifyPassword(admin?.passwordHash, "a long enough secret")).toBe(true);
      expect(await findAdminByUsername(database.db, "omar")).toBeUndefined();
      expect(await findAdminByUsername(database.db, "omar.haddad@nakhla.example")).toBeUndefined();
    } finally {
      await database.close();
    }
  });

  it("reads .env like the server does: DATA_DIR there is where the admin lands", {
    timeout: 60_000,
  }, async () => {
    const project = mkdtempSync(join(tmpdir(), "nakhla-env-file-"));
    try {
      writeFileSync(join(project, ".env"), "DATA_DIR=./from-env-file\nLOG_LEVEL=silent\n");
      const env: Record<string, string | undefined> = { ...process.env, DATABASE_URL: "" };
      delete env.DATA_DIR;
      const created = spawnSync(
        process.execPath,
        [
          "--import",
          pathToFileURL(resolve("node_modules/tsx/dist/loader.mjs")).href,
          resolve("api/scripts/create-admin.ts"),
        ],
        {
          cwd: project,
          env: { ...env, ADMIN_USERNAME: "noura", ADMIN_PASSWORD: "a long enough secret" },
          encoding: "utf8",
          input: "",
        },
      );
      expect(created.stderr).toBe("");
      expect(created.status).toBe(0);
      expect(existsSync(join(project, "data"))).toBe(false);
      const database = await openDatabase({
        driver: "pglite",
        dataDir: join(project, "from-env-file"),
      });
      try {
        expect((await findAdminByUsername(database.db, "noura"))?.displayName).toBe("noura");
      } finally {
        await database.close();
      }
    } finally {
      rmSync(project, { recursive: true, force: true });
    }
  });
});
