import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "../db/client";
import { adminSessions, adminUsers } from "../db/schema/staff";
import { hashPassword } from "../lib/passwords";
import {
  activatePendingSecret,
  hasTotp,
  savePendingSecret,
} from "../staff/second-factor-repository";
import { createAdmin, createSession } from "../staff/staff-repository";

const dataDir = mkdtempSync(join(tmpdir(), "nakhla-reset-second-factor-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const run = (...args: string[]) =>
  spawnSync(process.execPath, ["--import", "tsx", "api/scripts/reset-second-factor.ts", ...args], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", ADMIN_USERNAME: "" },
    encoding: "utf8",
    input: "",
  });

describe("npm run admin:reset-second-factor", () => {
  it("removes the person's app and ends their sessions, and says who is unknown", {
    timeout: 240_000,
  }, async () => {
    const database = await openDatabase({ driver: "pglite", dataDir });
    try {
      const staff = await createAdmin(database.db, {
        username: "hessa",
        displayName: "Hessa Al Mazrouei",
        passwordHash: await hashPassword("a long enough secret"),
      });
      await savePendingSecret(database.db, staff.id, "plain:GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ");
      await activatePendingSecret(database.db, staff.id, 1);
      await createSession(database.db, {
        adminId: staff.id,
        tokenHash: "a".repeat(64),
        expiresAt: new Date(Date.now() + 3_600_000),
      });
    } finally {
      await database.close();
    }

    const reset = run("hessa");
    expect(reset.stderr).toBe("");
    expect(reset.status).toBe(0);
    expect(reset.stdout).toContain('Two-step sign-in of "hessa" removed and their sessions ended.');
    const unknown = run("nobody");
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toContain('No staff member is named "nobody".');
    expect(run().stderr).toContain("Say whose second factor to reset");

    const after = await openDatabase({ driver: "pglite", dataDir });
    try {
      const [row] = await after.db.select().from(adminSessions);
      expect(row?.revokedAt).toBeInstanceOf(Date);
      const [staff] = await after.db.select().from(adminUsers);
      expect(await hasTotp(after.db, staff?.id ?? "")).toBe(false);
    } finally {
      await after.close();
    }
  });
});
