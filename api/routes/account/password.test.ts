import { describe, expect, it } from "vitest";
import type { App } from "../../app";
import { loginAsAdmin, loginAsReviewer } from "../../test/admin";
import { useTestApp } from "../../test/helpers";
import { weakPasswords } from "../../test/weak-passwords";

const change = (app: App, headers: Record<string, string>, body: object) =>
  app.inject({ method: "POST", url: "/api/account/password", headers, payload: body });
const signIn = (app: App, username: string, password: string) =>
  app.inject({ method: "POST", url: "/api/admin/login", payload: { username, password } });

describe("a staff member changes their password", () => {
  const t = useTestApp();

  it("takes the current password and a strong new one, then ends the other sessions", async () => {
    const me = await loginAsReviewer(t.app, t.db);
    const otherDevice = (await signIn(t.app, me.username, me.password)).json().token;
    const changed = await change(t.app, me.headers, {
      currentPassword: me.password,
      newPassword: "river lantern copper thistle",
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({
      message: "Password changed. Your other sessions have ended.",
    });
    expect((await signIn(t.app, me.username, me.password)).statusCode).toBe(401);
    expect((await signIn(t.app, me.username, "river lantern copper thistle")).statusCode).toBe(200);
    const mine = await t.app.inject({
      method: "GET",
      url: "/api/account/security",
      headers: me.headers,
    });
    expect(mine.statusCode).toBe(200);
    const other = await t.app.inject({
      method: "GET",
      url: "/api/account/security",
      headers: { authorization: `Bearer ${otherDevice}` },
    });
    expect(other.statusCode).toBe(401);
  });

  it("refuses a wrong current password and a password that is easy to guess, saying why", async () => {
    const me = await loginAsAdmin(t.app, t.db, { username: "leena.farouk@nakhla.example" });
    const wrong = await change(t.app, me.headers, {
      currentPassword: "not my password at all",
      newPassword: "river lantern copper thistle",
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ message: "That is not your current password." });

    for (const [newPassword, why] of weakPasswords(me.username)) {
      const weak = await change(t.app, me.headers, { currentPassword: me.password, newPassword });
      expect(weak.statusCode, JSON.stringify(newPassword)).toBe(400);
      expect(weak.json().message, JSON.stringify(newPassword)).toContain(why);
    }
    const short = await change(t.app, me.headers, {
      currentPassword: me.password,
      newPassword: "short",
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toContain("Use at least 12 characters");
    // Nothing changed: the old password still signs in.
    expect((await signIn(t.app, me.username, me.password)).statusCode).toBe(200);
  });
});
