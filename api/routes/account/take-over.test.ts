import { describe, expect, it } from "vitest";
import { loginAsAdmin } from "../../test/admin";
import { useTestApp } from "../../test/helpers";

// docs/decisions/091-sign-in-without-scripts.md: a session the login page's action started,
// taken over once by the console's scripts from its HttpOnly cookie.
const FORGET = "__Host-staff-sign-in=; Max-Age=0; Path=/; HttpOnly; Secure; SameSite=Strict";

describe("POST /api/admin/login/take-over", () => {
  const t = useTestApp();

  const takeOver = (cookie?: string) =>
    t.app.inject({
      method: "POST",
      url: "/api/admin/login/take-over",
      headers: cookie ? { cookie } : {},
    });

  it("answers the session of the cookie as a sign-in, forgets the cookie, and the token works", async () => {
    const { token } = await loginAsAdmin(t.app, t.db, { name: "Rania Aziz" });

    const taken = await takeOver(`theme=dark; __Host-staff-sign-in=${token}`);
    expect(taken.statusCode).toBe(200);
    expect(taken.json()).toEqual({ token, name: "Rania Aziz", message: "Login successful" });
    expect(taken.headers["set-cookie"]).toBe(FORGET);
    const me = await t.app.inject({
      method: "GET",
      url: "/api/admin/me",
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.json()).toMatchObject({ name: "Rania Aziz" });
  });

  it("takes nothing over without a cookie, with a made-up one, or with a session that has ended", async () => {
    const { token, headers } = await loginAsAdmin(t.app, t.db);
    await t.app.inject({ method: "POST", url: "/api/admin/logout", headers });

    for (const cookie of [
      undefined,
      "__Host-staff-sign-in=not-a-session",
      `__Host-staff-sign-in=${token}`,
    ]) {
      const refused = await takeOver(cookie);
      expect(refused.statusCode).toBe(200);
      expect(refused.json()).toEqual({ message: "No sign-in to take over." });
      expect(refused.headers["set-cookie"]).toBe(FORGET);
    }
  });
});
