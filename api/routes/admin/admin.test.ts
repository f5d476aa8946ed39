import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { adminSessions, adminUsers } from "../../db/schema/staff";
import { anAdmin, loginAsAdmin } from "../../test/admin";
import { build, useTestApp } from "../../test/helpers";

const login = (app: Parameters<typeof loginAsAdmin>[0], body: object, ip = "203.0.113.10") =>
  app.inject({ method: "POST", url: "/api/admin/login", payload: body, remoteAddress: ip });

describe("admin sign-in", () => {
  const t = useTestApp();

  it("answers a token, a message and the admin's name; the token opens admin routes", async () => {
    const admin = await anAdmin(t.db, { name: "Hessa Al Mazrouei" });
    const response = await login(t.app, { username: admin.username, password: admin.password });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ message: "Login successful", name: "Hessa Al Mazrouei" });
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const me = await t.app.inject({
      method: "GET",
      url: "/api/admin/me",
      headers: { authorization: `Bearer ${body.token}` },
    });
    expect(me.json()).toEqual({
      id: admin.id,
      username: admin.username,
      name: "Hessa Al Mazrouei",
      role: "admin",
      paymentMode: "test",
      // A new staff member's lists start compact (the switch remembers their choice).
      density: "compact",
    });
  });

  it("stores only a hash of the token", async () => {
    const { token } = await loginAsAdmin(t.app, t.db);
    const sessions = await t.db.select().from(adminSessions);
    expect(sessions.some((session) => session.tokenHash === token)).toBe(false);
  });

  it("accepts the username in any letter case", async () => {
    const admin = await anAdmin(t.db, { username: "Mariam.K" });
    expect(
      (await login(t.app, { username: "mariam.k", password: admin.password })).statusCode,
    ).toBe(200);
  });

  it("gives the same answer for a wrong password and an unknown user", async () => {
    const admin = await anAdmin(t.db);
    const wrong = await login(
      t.app,
      { username: admin.username, password: "guess" },
      "198.51.100.1",
    );
    const unknown = await login(t.app, { username: "nobody", password: "guess" }, "198.51.100.1");
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: "Invalid username or password." });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it("requires both fields", async () => {
    const response = await login(t.app, { username: "", password: "" });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("Username: This field is required");
  });

  it("revokes the token on logout", async () => {
    const { headers } = await loginAsAdmin(t.app, t.db);
    const logout = await t.app.inject({ method: "POST", url: "/api/admin/logout", headers });
    expect(logout.json()).toEqual({ message: "Signed out" });
    const after = await t.app.inject({ method: "GET", url: "/api/admin/me", headers });
    expect(after.statusCode).toBe(401);
  });

  it("ends a session past its absolute expiry and one left idle too long", async () => {
    const expired = await loginAsAdmin(t.app, t.db);
    await t.db.update(adminSessions).set({ expiresAt: new Date(Date.now() - 1000) });
    expect(
      (await t.app.inject({ method: "GET", url: "/api/admin/me", headers: expired.headers }))
        .statusCode,
    ).toBe(401);

    const idle = await loginAsAdmin(t.app, t.db);
    // Last used 61 minutes ago, with 60 minutes allowed.
    await t.db.update(adminSessions).set({ lastUsedAt: new Date(Date.now() - 61 * 60_000) });
    const response = await t.app.inject({
      method: "GET",
      url: "/api/admin/me",
      headers: idle.headers,
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: "Your session has ended. Please sign in again." });
  });

  it("counts the idle time from the session's true last use, to the second", async () => {
    const me = (headers: Record<string, string>) =>
      t.app.inject({ method: "GET", url: "/api/admin/me", headers });
    // Time passing for this session: its stored times move back by that much.
    const wait = (sessionId: string, ms: number) =>
      t.db
        .update(adminSessions)
        .set({
          lastUsedAt: sql`${adminSessions.lastUsedAt} - ${`${ms} milliseconds`}::interval`,
          expiresAt: sql`${adminSessions.expiresAt} - ${`${ms} milliseconds`}::interval`,
        })
        .where(eq(adminSessions.id, sessionId));
    const sessionOf = async (username: string) => {
      const [row] = await t.db
        .select({ id: adminSessions.id })
        .from(adminSessions)
        .innerJoin(adminUsers, eq(adminUsers.id, adminSessions.adminId))
        .where(eq(adminUsers.username, username));
      return row?.id ?? "";
    };

    const active = await loginAsAdmin(t.app, t.db);
    const session = await sessionOf(active.username);
    await wait(session, 59_000);
    // Used 59 seconds after sign-in, then left for 59 minutes 30 seconds: 30 s short of the hour.
    expect((await me(active.headers)).statusCode).toBe(200);
    await wait(session, 59 * 60_000 + 30_000);
    expect((await me(active.headers)).statusCode).toBe(200);

    // Left one second longer than the 60 minutes allowed: ended.
    await wait(session, 60 * 60_000 + 1_000);
    expect((await me(active.headers)).statusCode).toBe(401);
  });
});

describe("sign-in throttling", () => {
  it("stops guessing per username from one IP and per IP, without locking the admin out elsewhere", async () => {
    const { app, db, close } = await build({
      LOGIN_FAILURES_PER_USERNAME: "3",
      LOGIN_FAILURES_PER_IP: "5",
    });
    try {
      const admin = await anAdmin(db);
      const attacker = "192.0.2.66";
      for (let i = 0; i < 3; i++) {
        expect(
          (await login(app, { username: admin.username, password: `guess${i}` }, attacker))
            .statusCode,
        ).toBe(401);
      }
      // Even the right password is refused from that IP now...
      const throttled = await login(
        app,
        { username: admin.username, password: admin.password },
        attacker,
      );
      expect(throttled.statusCode).toBe(429);
      expect(throttled.json().message).toBe(
        "Too many failed sign-ins. Please try again in 15 minutes.",
      );
      // ...but the admin signs in from their own address.
      expect(
        (await login(app, { username: admin.username, password: admin.password }, "203.0.113.7"))
          .statusCode,
      ).toBe(200);

      // Other usernames from the attacker's IP count towards its per-IP limit.
      expect((await login(app, { username: "other1", password: "x" }, attacker)).statusCode).toBe(
        401,
      );
      expect((await login(app, { username: "other2", password: "x" }, attacker)).statusCode).toBe(
        401,
      );
      expect((await login(app, { username: "other3", password: "x" }, attacker)).statusCode).toBe(
        429,
      );
    } finally {
      await close();
    }
  });
});
