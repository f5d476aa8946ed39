import { serializerCompiler as zodSerializerCompiler } from "fastify-type-provider-zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { StaffListSchema } from "../../core/schemas/staff";
import { type App, buildApp } from "../app";
import type { DatabaseHandle } from "../db/client";
import { findAdminByUsername } from "../staff/staff-repository";
import { anAdmin } from "../test/admin";
import { openTestDatabase } from "../test/database";
import { testConfig } from "../test/helpers";
import { jsonSchemaSerializerCompiler } from "./json-serializer";

// Responses are written from their schema's JSON Schema (lib/json-serializer.ts): what the schema
// leaves out must never reach the client, as when zod wrote them.
describe("responses written from their schema", () => {
  let database: DatabaseHandle;
  let app: App;
  let staffRow: Record<string, unknown>;

  beforeAll(async () => {
    database = await openTestDatabase();
    const { username } = await anAdmin(database.db, { name: "Hana Mirza" });
    const row = await findAdminByUsername(database.db, username);
    if (!row) throw new Error("the admin was not created");
    staffRow = row;
    app = await buildApp({ config: testConfig(), database });
    // A route that hands the serializer the whole account row, hash and all, with a session token
    // beside it: only the schema's fields may go out.
    // Its type says no such fields may come back; a careless handler casts, as this one does.
    const leaky = () => ({
      members: [
        {
          ...staffRow,
          name: "Hana Mirza",
          role: "admin",
          status: "active",
          lastSignInAt: null,
          createdAt: "2026-11-02T09:30:00.000Z",
          token: "session-token-that-must-stay-on-the-server",
        },
      ],
      invitations: [],
      tokenHash: "a-hash-beside-the-lists",
    });
    app.get(
      "/test/leaky-staff",
      { schema: { response: { 200: StaffListSchema } } },
      async () => leaky() as never,
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

  it("writes the same bytes as zod's serializer did", async () => {
    const response = await app.inject({ method: "GET", url: "/test/leaky-staff" });
    const zodWrite = zodSerializerCompiler({
      schema: StaffListSchema,
      method: "GET",
      url: "/test/leaky-staff",
      httpStatus: "200",
    } as never);
    const ours = jsonSchemaSerializerCompiler({
      schema: StaffListSchema,
      method: "GET",
      url: "/test/leaky-staff",
      httpStatus: "200",
    } as never);
    const sent = JSON.parse(response.body) as unknown;
    expect(response.body).toBe(zodWrite(sent));
    expect(ours({ ...(sent as object), extra: { nested: true } })).toBe(zodWrite(sent));
  });
});
