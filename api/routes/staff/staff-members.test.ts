import { and, eq, isNull } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { App } from "../../app";
import { auditEvents } from "../../db/schema/audit";
import { adminUsers } from "../../db/schema/staff";
import { changeStaffRole } from "../../staff/staff-changes";
import { anAdmin, loginAsAdmin, loginAsReviewer } from "../../test/admin";
import { useTestApp } from "../../test/helpers";

type Headers = Record<string, string>;
const signIn = (app: App, username: string, password: string) =>
  app.inject({ method: "POST", url: "/api/admin/login", payload: { username, password } });
const me = (app: App, headers: Headers) =>
  app.inject({ method: "GET", url: "/api/admin/me", headers });
const staffList = async (app: App, headers: Headers) =>
  (await app.inject({ method: "GET", url: "/api/admin/staff", headers })).json();
const setRole = (app: App, headers: Headers, id: string, role: string) =>
  app.inject({
    method: "PATCH",
    url: `/api/admin/staff/members/${id}/role`,
    headers,
    payload: { role },
  });
const deactivate = (app: App, headers: Headers, id: string) =>
  app.inject({ method: "POST", url: `/api/admin/staff/members/${id}/deactivate`, headers });
const reactivate = (app: App, headers: Headers, id: string) =>
  app.inject({ method: "POST", url: `/api/admin/staff/members/${id}/reactivate`, headers });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

const LAST_ADMIN = {
  message: "The console needs at least one active admin. Make someone else an admin first.",
};

describe("the staff list and changes to an account", () => {
  const t = useTestApp();

  it("lists everyone with name, username, role, status and last sign-in", async () => {
    const admin = await loginAsAdmin(t.app, t.db, { name: "Leena Farouk" });
    const never = await anAdmin(t.db, { name: "Yusuf Never", role: "reviewer" });
    const list = await staffList(t.app, admin.headers);
    const leena = list.members.find((m: { id: string }) => m.id === admin.id);
    expect(leena).toMatchObject({
      username: admin.username,
      name: "Leena Farouk",
      role: "admin",
      status: "active",
    });
    expect(Date.now() - Date.parse(leena.lastSignInAt)).toBeLessThan(60_000);
    expect(list.members.find((m: { id: string }) => m.id === never.id)).toMatchObject({
      name: "Yusuf Never",
      role: "reviewer",
      status: "active",
      lastSignInAt: null,
    });
  });

  it("deactivating someone ends all their sessions at once; they cannot sign in until reactivated", async () => {
    const admin = await loginAsAdmin(t.app, t.db, { name: "Leena Farouk" });
    const reviewer = await loginAsReviewer(t.app, t.db, { name: "Omar Haddad" });
    const secondDevice = (await signIn(t.app, reviewer.username, reviewer.password)).json().token;
    expect((await me(t.app, bearer(secondDevice))).statusCode).toBe(200);

    const response = await deactivate(t.app, admin.headers, reviewer.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: reviewer.id, status: "deactivated" });
    for (const headers of [reviewer.headers, bearer(secondDevice)]) {
      const after = await me(t.app, headers);
      expect(after.statusCode).toBe(401);
      expect(after.json()).toEqual({ message: "Your session has ended. Please sign in again." });
    }
    const refused = await signIn(t.app, reviewer.username, reviewer.password);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      message: "This account has been deactivated. Ask an admin to reactivate it.",
    });
    // A wrong password still says only that the credentials are wrong.
    expect((await signIn(t.app, reviewer.username, "wrong password!")).statusCode).toBe(401);
    const listed = (await staffList(t.app, admin.headers)).members;
    expect(listed.find((m: { id: string }) => m.id === reviewer.id).status).toBe("deactivated");

    const back = await reactivate(t.app, admin.headers, reviewer.id);
    expect(back.json()).toMatchObject({ status: "active" });
    // The old sessions stay ended; signing in again works.
    expect((await me(t.app, reviewer.headers)).statusCode).toBe(401);
    expect((await signIn(t.app, reviewer.username, reviewer.password)).statusCode).toBe(200);

    const trail = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityType, "staff"), eq(auditEvents.entityId, reviewer.id)));
    expect(trail.map((event) => [event.action, event.adminName])).toEqual([
      ["deactivated", "Leena Farouk"],
      ["reactivated", "Leena Farouk"],
    ]);
  });

  it("a new role counts from the person's next request", async () => {
    const admin = await loginAsAdmin(t.app, t.db);
    const reviewer = await loginAsReviewer(t.app, t.db);
    const staffCall = () =>
      t.app.inject({ method: "GET", url: "/api/admin/staff", headers: reviewer.headers });
    expect((await staffCall()).statusCode).toBe(403);
    const promoted = await setRole(t.app, admin.headers, reviewer.id, "admin");
    expect(promoted.json()).toMatchObject({ role: "admin" });
    expect((await staffCall()).statusCode).toBe(200);
    expect((await me(t.app, reviewer.headers)).json()).toMatchObject({ role: "admin" });
    await setRole(t.app, admin.headers, reviewer.id, "reviewer");
    expect((await staffCall()).statusCode).toBe(403);
  });

  it("answers an unknown person or a bad role clearly", async () => {
    const admin = await loginAsAdmin(t.app, t.db);
    const unknown = "00000000-0000-4000-8000-000000000000";
    const missing = await deactivate(t.app, admin.headers, unknown);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: "Staff member not found." });
    const badRole = await setRole(t.app, admin.headers, admin.id, "owner");
    expect(badRole.statusCode).toBe(400);
    expect(badRole.json().message).toContain("Choose admin or reviewer");
  });
});

describe("the last active admin", () => {
  const t = useTestApp();

  it("cannot demote or deactivate themselves out of being the last admin; with another admin they can", async () => {
    const first = await loginAsAdmin(t.app, t.db, { name: "First Admin" });
    const reviewer = await anAdmin(t.db, { role: "reviewer" });
    for (const response of [
      await setRole(t.app, first.headers, first.id, "reviewer"),
      await deactivate(t.app, first.headers, first.id),
    ]) {
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual(LAST_ADMIN);
    }
    expect((await me(t.app, first.headers)).json()).toMatchObject({ role: "admin" });
    // A deactivated admin does not count.
    const sleeping = await anAdmin(t.db, { name: "Sleeping Admin" });
    expect((await deactivate(t.app, first.headers, sleeping.id)).statusCode).toBe(200);
    expect((await setRole(t.app, first.headers, first.id, "reviewer")).statusCode).toBe(409);

    // With a second active admin, the first may step down; then the second is the last.
    expect((await setRole(t.app, first.headers, reviewer.id, "admin")).statusCode).toBe(200);
    expect((await setRole(t.app, first.headers, first.id, "reviewer")).json()).toMatchObject({
      role: "reviewer",
    });
    const second = (await signIn(t.app, reviewer.username, reviewer.password)).json().token;
    const lastOne = await deactivate(t.app, bearer(second), reviewer.id);
    expect(lastOne.statusCode).toBe(409);
    expect(lastOne.json()).toEqual(LAST_ADMIN);
  });

  it("holds when two admins demote each other at the same time", async () => {
    const a = await loginAsAdmin(t.app, t.db);
    const b = await loginAsAdmin(t.app, t.db);
    // Everyone else made a reviewer or deactivated, so a and b are the only active admins.
    const { members } = await staffList(t.app, a.headers);
    for (const member of members) {
      if (member.id !== a.id && member.id !== b.id && member.status === "active") {
        await setRole(t.app, a.headers, member.id, "reviewer");
      }
    }
    // Through the service, so both changes pass the access hook before either is made (over HTTP
    // the second could meet a 403 first, its author already demoted).
    const outcomes = await Promise.allSettled([
      changeStaffRole(t.db, b.id, "reviewer", { ...a, sessionId: a.id }),
      changeStaffRole(t.db, a.id, "reviewer", { ...b, sessionId: b.id }),
    ]);
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(["fulfilled", "rejected"]);
    const refused = outcomes.find((outcome) => outcome.status === "rejected");
    expect(refused?.reason).toMatchObject({ statusCode: 409, message: LAST_ADMIN.message });
    const activeAdmins = await t.db
      .select()
      .from(adminUsers)
      .where(and(eq(adminUsers.role, "admin"), isNull(adminUsers.deactivatedAt)));
    expect(activeAdmins).toHaveLength(1);
  });
});
