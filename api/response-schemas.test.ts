import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { StaffListSchema } from "../core/schemas/staff";
import { type App, buildApp } from "./app";
import type { DatabaseHandle } from "./db/client";
import { findAdminByUsername } from "./staff/staff-repository";
import { anAdmin } from "./test/admin";
import { openTestDatabase } from "./test/database";
import { testConfig } from "./test/helpers";

// Every answer is checked against its route's response schema on the way out
// (docs/decisions/043-answers-checked.md): what the schema leaves out never reaches the client,
// and an answer of the wrong shape is the server's fault, a 500, never sent as it is.
describe("answers checked against their schemas", () => {
  let database: DatabaseHandle;
  let app: App;
  let staffRow: Record<string, unknown>;
  const lines: string[] = [];

  beforeAll(async () => {
    database = await openTestDatabase();
    const { username } = await anAdmin(database.db, { name: "Hana Mirza" });
    const row = await findAdminByUsername(database.db, username);
    if (!row) throw new Error("the admin was not created");
    staffRow = row;
    app = await buildApp({
      config: testConfig({ LOG_LEVEL: "info" }),
      database,
      logStream: { write: (line) => void lines.push(line) },
    });
    const member = {
      ...staffRow,
      name: "Hana Mirza",
      role: "admin",
      status: "active",
      lastSignInAt: null,
      createdAt: "2026-11-02T09:30:00.000Z",
    };
    // Handlers whose types say no such answer can come back; careless ones cast, as these do.
    app.get(
      "/test/leaky-staff",
      { schema: { response: { 200: StaffListSchema } } },
      async () =>
        ({
          members: [{ ...member, token: "session-token-that-must-stay-on-the-server" }],
          invitations: [],
          tokenHash: "a-hash-beside-the-lists",
        }) as never,
    );
    app.get(
      "/test/wrong-shape",
      { schema: { response: { 200: StaffListSchema } } },
      async () => ({ members: [{ ...member, role: "owner" }] }) as never,
    );
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it("leaves out a password hash, a token and any field the schema does not name", async () => {
    expect(String(staffRow.passwordHash)).toMatch(/^\$argon2/);
    const response = await app.inject({ method: "GET", url: "/test/leaky-staff" });
    expect(response.statusCode).toBe(200);
    for (const secret of [
      "passwordHash",
      "$argon2",
      "session-token-that-must-stay-on-the-server",
      "tokenHash",
      "a-hash-beside-the-lists",
    ]) {
      expect(response.body).not.toContain(secret);
    }
    expect(response.json()).toEqual({
      members: [
        {
          id: staffRow.id,
          username: staffRow.username,
          name: "Hana Mirza",
          role: "admin",
          status: "active",
          lastSignInAt: null,
          createdAt: "2026-11-02T09:30:00.000Z",
        },
      ],
      invitations: [],
    });
  });

  it("answers a handler's wrong shape with a 500, and logs what did not match", async () => {
    const start = lines.length;
    const response = await app.inject({ method: "GET", url: "/test/wrong-shape" });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      message: "Something went wrong on our side. Please try again later.",
    });
    expect(response.body).not.toContain("Hana Mirza");
    const failure = lines
      .slice(start)
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .find((line) => line.msg === "request failed");
    // The role that is not one, and the invitations that are missing.
    expect(JSON.stringify(failure?.err)).toContain("members");
    expect(JSON.stringify(failure?.err)).toContain("invitations");
  });
});
