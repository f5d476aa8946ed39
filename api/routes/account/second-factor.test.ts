import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { App } from "../../app";
import { mailOutbox } from "../../db/schema/mail";
import { rateLimitHits } from "../../db/schema/rate-limits";
import {
  adminUsers,
  secondFactorFailures,
  signInChallenges,
  staffRecoveryCodes,
  staffTotp,
} from "../../db/schema/staff";
import { secretBox } from "../../lib/secret-box";
import { findAdminByUsername } from "../../staff/staff-repository";
import { anAdmin, loginAsAdmin } from "../../test/admin";
import { build, useTestApp } from "../../test/helpers";
import { codeFor, enrolTotp } from "../../test/totp";

const post = (app: App, url: string, payload: object, headers = {}, ip = "203.0.113.10") =>
  app.inject({ method: "POST", url, payload, headers, remoteAddress: ip });
const login = (app: App, credentials: { username: string; password: string }, ip?: string) =>
  post(
    app,
    "/api/admin/login",
    { username: credentials.username, password: credentials.password },
    {},
    ip,
  );
const me = (app: App, token: string) =>
  app.inject({
    method: "GET",
    url: "/api/admin/me",
    headers: { authorization: `Bearer ${token}` },
  });

/** A staff member with an app set up, signed out again: their password, secret and codes. */
async function enrolledStaff(
  app: App,
  db: Parameters<typeof loginAsAdmin>[1],
  overrides: Parameters<typeof loginAsAdmin>[2] = {},
) {
  const admin = await loginAsAdmin(app, db, overrides);
  const enrolled = await enrolTotp(app, admin.headers);
  await post(app, "/api/admin/logout", {}, admin.headers);
  return { ...admin, ...enrolled };
}

describe("setting up an authenticator app", () => {
  const t = useTestApp();

  it("shows a QR code and the secret, and turns on only with a right code", async () => {
    const admin = await loginAsAdmin(t.app, t.db);
    const setup = await post(t.app, "/api/account/totp/setup", {}, admin.headers);
    expect(setup.statusCode).toBe(200);
    const { secret, qrCode, uri } = setup.json();
    expect(secret).toMatch(/^([A-Z2-7]{4} ){7}[A-Z2-7]{4}$/);
    expect(qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(uri).toContain(`secret=${secret.replace(/ /g, "")}`);

    const before = await t.app.inject({
      method: "GET",
      url: "/api/account/security",
      headers: admin.headers,
    });
    expect(before.json()).toMatchObject({ totpEnabled: false, recoveryCodesLeft: 0 });

    const wrong = await post(t.app, "/api/account/totp/confirm", { code: "000000" }, admin.headers);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toMatch(/does not match/);
    const malformed = await post(
      t.app,
      "/api/account/totp/confirm",
      { code: "12ab" },
      admin.headers,
    );
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe("Code: Enter the 6-digit code from your app");

    const confirm = await post(
      t.app,
      "/api/account/totp/confirm",
      { code: codeFor(secret) },
      admin.headers,
    );
    expect(confirm.statusCode).toBe(200);
    const { recoveryCodes } = confirm.json();
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);

    const after = await t.app.inject({
      method: "GET",
      url: "/api/account/security",
      headers: admin.headers,
    });
    expect(after.json()).toMatchObject({
      totpEnabled: true,
      recoveryCodesLeft: 10,
      totpRequired: false,
    });
  });

  it("stores the recovery codes hashed, and the secret sealed when a key is set", async () => {
    const { app, db, close } = await build({
      TOTP_SECRET_KEY: Buffer.alloc(32, 7).toString("base64"),
    });
    try {
      const admin = await loginAsAdmin(app, db);
      const { secret, recoveryCodes } = await enrolTotp(app, admin.headers);
      const [row] = await db.select().from(staffTotp);
      expect(row?.secret).toMatch(/^v1:/);
      expect(row?.secret).not.toContain(secret.replace(/ /g, ""));
      expect(secretBox(Buffer.alloc(32, 7).toString("base64")).open(row?.secret ?? "")).toBe(
        secret.replace(/ /g, ""),
      );
      const stored = await db.select().from(staffRecoveryCodes);
      expect(stored).toHaveLength(10);
      for (const code of recoveryCodes) {
        expect(stored.some((s) => s.codeHash.includes(code.replace(/-/g, "")))).toBe(false);
      }
    } finally {
      await close();
    }
  });
});

describe("signing in with an authenticator app", () => {
  const t = useTestApp();

  it("asks for the code after the password, with a challenge that is not a session", async () => {
    const staff = await enrolledStaff(t.app, t.db);
    const first = await login(t.app, staff);
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body).toEqual({
      message: "Enter the code from your authenticator app.",
      step: "totp",
      challenge: expect.any(String),
    });
    expect(body.token).toBeUndefined();
    expect((await me(t.app, body.challenge)).statusCode).toBe(401);

    const second = await post(t.app, "/api/admin/login/code", {
      challenge: body.challenge,
      code: codeFor(staff.secret, 1),
    });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({ message: "Login successful", name: staff.name });
    expect((await me(t.app, second.json().token)).statusCode).toBe(200);

    // The challenge is used up by the session it opened.
    const again = await post(t.app, "/api/admin/login/code", {
      challenge: body.challenge,
      code: codeFor(staff.secret, 1),
    });
    expect(again.statusCode).toBe(401);
    expect(again.json().message).toBe("Your sign-in has expired. Please sign in again.");
  });

  it("refuses a code used before within its window", async () => {
    const staff = await enrolledStaff(t.app, t.db);
    const code = codeFor(staff.secret, 1);
    const first = (await login(t.app, staff)).json().challenge;
    expect(
      (await post(t.app, "/api/admin/login/code", { challenge: first, code })).statusCode,
    ).toBe(200);

    const second = (await login(t.app, staff)).json().challenge;
    const replay = await post(t.app, "/api/admin/login/code", { challenge: second, code });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().message).toBe(
      "That code has already been used. Wait for the next code from your app.",
    );
    // The code the set-up used is older still: refused too.
    const older = await post(t.app, "/api/admin/login/code", {
      challenge: second,
      code: codeFor(staff.secret, 0),
    });
    expect(older.statusCode).toBe(401);
  });

  it("lets one code open one session when two sign-ins send it at once", async () => {
    const staff = await enrolledStaff(t.app, t.db);
    const code = codeFor(staff.secret, 1);
    const challenges = [
      (await login(t.app, staff)).json().challenge,
      (await login(t.app, staff)).json().challenge,
    ];
    const answers = await Promise.all(
      challenges.map((challenge) => post(t.app, "/api/admin/login/code", { challenge, code })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 401]);
  });

  it("takes each recovery code once, and says how many are left", async () => {
    const staff = await enrolledStaff(t.app, t.db);
    const [recovery] = staff.recoveryCodes;
    const typed = recovery?.toLowerCase().replace(/-/g, " ") ?? "";
    const first = (await login(t.app, staff)).json().challenge;
    const used = await post(t.app, "/api/admin/login/code", { challenge: first, code: typed });
    expect(used.statusCode).toBe(200);
    expect(used.json().recoveryCodesLeft).toBe(9);

    const second = (await login(t.app, staff)).json().challenge;
    const again = await post(t.app, "/api/admin/login/code", { challenge: second, code: recovery });
    expect(again.statusCode).toBe(401);
    expect(again.json().message).toBe(
      "That code is not right. Enter the code from your authenticator app, or a recovery code.",
    );
    const other = await post(t.app, "/api/admin/login/code", {
      challenge: second,
      code: staff.recoveryCodes[1],
    });
    expect(other.statusCode).toBe(200);
    expect(other.json().recoveryCodesLeft).toBe(8);
  });

  it("refuses an expired or unknown challenge, and a challenge of another step", async () => {
    const staff = await enrolledStaff(t.app, t.db);
    const challenge = (await login(t.app, staff)).json().challenge;
    const setup = await post(t.app, "/api/admin/login/totp-setup", { challenge });
    expect(setup.statusCode).toBe(401);
    const unknown = await post(t.app, "/api/admin/login/code", {
      challenge: "x".repeat(43),
      code: codeFor(staff.secret, 1),
    });
    expect(unknown.statusCode).toBe(401);

    const late = (await login(t.app, staff)).json().challenge;
    await t.db.update(signInChallenges).set({ expiresAt: new Date(Date.now() - 1000) });
    const expired = await post(t.app, "/api/admin/login/code", {
      challenge: late,
      code: codeFor(staff.secret, 1),
    });
    expect(expired.statusCode).toBe(401);
    expect(expired.json().message).toBe("Your sign-in has expired. Please sign in again.");
  });
  it("refuses the code step to someone deactivated after giving the password", async () => {
    const staff = await enrolledStaff(t.app, t.db);
    const challenge = (await login(t.app, staff)).json().challenge;
    await t.db
      .update(adminUsers)
      .set({ deactivatedAt: new Date() })
      .where(eq(adminUsers.id, staff.id));
    const code = await post(t.app, "/api/admin/login/code", {
      challenge,
      code: codeFor(staff.secret, 1),
    });
    expect(code.statusCode).toBe(401);
    expect(code.json().message).toBe("Your sign-in has expired. Please sign in again.");
  });
});

describe("wrong codes and the sign-in throttle", () => {
  it("counts wrong codes with wrong passwords, per username from one IP", async () => {
    const { app, db, close } = await build({ LOGIN_FAILURES_PER_USERNAME: "3" });
    try {
      const staff = await enrolledStaff(app, db);
      const attacker = "192.0.2.77";
      // One wrong password, then two wrong codes: three failures.
      expect(
        (await login(app, { ...staff, password: "wrong password" }, attacker)).statusCode,
      ).toBe(401);
      const challenge = (await login(app, staff, attacker)).json().challenge;
      for (const code of ["111111", "222222"]) {
        const wrong = await post(app, "/api/admin/login/code", { challenge, code }, {}, attacker);
        expect(wrong.statusCode).toBe(401);
      }
      // Now even the right code is refused from that IP...
      const throttled = await post(
        app,
        "/api/admin/login/code",
        { challenge, code: codeFor(staff.secret, 1) },
        {},
        attacker,
      );
      expect(throttled.statusCode).toBe(429);
      expect(throttled.json().message).toBe(
        "Too many failed sign-ins. Please try again in 15 minutes.",
      );
      // ...and the password too.
      expect((await login(app, staff, attacker)).statusCode).toBe(429);
      // The person signs in from their own address.
      const own = (await login(app, staff, "203.0.113.8")).json().challenge;
      expect(
        (
          await post(
            app,
            "/api/admin/login/code",
            { challenge: own, code: codeFor(staff.secret, 1) },
            {},
            "203.0.113.8",
          )
        ).statusCode,
      ).toBe(200);
    } finally {
      await close();
    }
  });

  it("ends a challenge after five wrong codes", async () => {
    const { app, db, close } = await build({ LOGIN_FAILURES_PER_USERNAME: "50" });
    try {
      const staff = await enrolledStaff(app, db);
      const challenge = (await login(app, staff)).json().challenge;
      for (let i = 0; i < 5; i++) {
        await post(app, "/api/admin/login/code", { challenge, code: `00000${i}` });
      }
      const right = await post(app, "/api/admin/login/code", {
        challenge,
        code: codeFor(staff.secret, 1),
      });
      expect(right.statusCode).toBe(401);
      expect(right.json().message).toBe("Your sign-in has expired. Please sign in again.");
    } finally {
      await close();
    }
  });
});

describe("wrong codes for one account, from many addresses", () => {
  const t = useTestApp();

  it("locks the second step after 10 wrong codes in 15 minutes, whatever the address, and mails the owner", async () => {
    const staff = await enrolledStaff(t.app, t.db, { username: "faisal.rahman@nakhla.example" });
    // 20 addresses with 5 codes each once gave 100 guesses at one account; now 10 end it.
    for (let guess = 0; guess < 10; guess++) {
      const ip = `198.51.100.${guess + 1}`;
      const challenge = (await login(t.app, staff, ip)).json().challenge;
      const wrong = await post(
        t.app,
        "/api/admin/login/code",
        { challenge, code: "000000" },
        {},
        ip,
      );
      expect(wrong.statusCode).toBe(401);
    }
    // The 11th address, with the right code: the second step is locked for this account.
    const ip = "198.51.100.99";
    const challenge = (await login(t.app, staff, ip)).json().challenge;
    const locked = await post(
      t.app,
      "/api/admin/login/code",
      { challenge, code: codeFor(staff.secret, 1) },
      {},
      ip,
    );
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({
      message:
        "Too many wrong codes for this account. Two-step sign-in is locked for 15 minutes; its owner has been told by e-mail.",
    });
    expect(locked.headers["retry-after"]).toBe(String(15 * 60));

    // One mail to the owner, however many codes come after.
    const another = (await login(t.app, staff, "198.51.100.100")).json().challenge;
    await post(
      t.app,
      "/api/admin/login/code",
      { challenge: another, code: "000000" },
      {},
      "198.51.100.100",
    );
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, staff.username));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe("Two-step sign-in to your Nakhla Ventures account is locked");
    expect(mails[0]?.text).toContain(
      "10 wrong codes were entered for your account in 15 minutes, from 10 addresses.",
    );

    // Once the lock has passed, the right code signs in.
    await t.db
      .update(adminUsers)
      .set({ secondFactorLockedUntil: new Date(Date.now() - 1000) })
      .where(eq(adminUsers.id, staff.id));
    await t.db.delete(secondFactorFailures).where(eq(secondFactorFailures.adminId, staff.id));
    await t.db.update(rateLimitHits).set({ windowEndsAt: new Date(Date.now() - 1000) });
    const later = (await login(t.app, staff, ip)).json().challenge;
    const right = await post(
      t.app,
      "/api/admin/login/code",
      { challenge: later, code: codeFor(staff.secret, 1) },
      {},
      ip,
    );
    expect(right.statusCode).toBe(200);
  });
});

describe("a right code after wrong ones", () => {
  const t = useTestApp();

  it("clears the account's count of wrong codes: the owner who signs in starts afresh", async () => {
    const staff = await enrolledStaff(t.app, t.db, { username: "amal.haddad@nakhla.example" });
    for (let guess = 0; guess < 9; guess++) {
      const ip = `198.51.100.${guess + 1}`;
      const challenge = (await login(t.app, staff, ip)).json().challenge;
      const wrong = await post(
        t.app,
        "/api/admin/login/code",
        { challenge, code: "000000" },
        {},
        ip,
      );
      expect(wrong.statusCode).toBe(401);
    }
    const challenge = (await login(t.app, staff)).json().challenge;
    const right = await post(t.app, "/api/admin/login/code", {
      challenge,
      code: codeFor(staff.secret, 1),
    });
    expect(right.statusCode).toBe(200);
    // Two more wrong codes would pass the limit without the right one in between.
    for (const ip of ["198.51.100.50", "198.51.100.51"]) {
      const again = (await login(t.app, staff, ip)).json().challenge;
      const wrong = await post(
        t.app,
        "/api/admin/login/code",
        { challenge: again, code: "000000" },
        {},
        ip,
      );
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json().message).toBe(
        "That code is not right. Enter the code from your authenticator app, or a recovery code.",
      );
    }
    expect(await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, staff.username))).toEqual(
      [],
    );
  });
});

describe("changing the second factor", () => {
  const t = useTestApp();

  it("turns the app off or makes new recovery codes only with the password or a code", async () => {
    const admin = await loginAsAdmin(t.app, t.db);
    const { secret, recoveryCodes } = await enrolTotp(t.app, admin.headers);

    const wrong = await post(
      t.app,
      "/api/account/recovery-codes",
      { proof: "not my password" },
      admin.headers,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe("That is not your password or a current code from your app.");

    const renewed = await post(
      t.app,
      "/api/account/recovery-codes",
      { proof: admin.password },
      admin.headers,
    );
    expect(renewed.statusCode).toBe(200);
    const fresh: string[] = renewed.json().recoveryCodes;
    expect(fresh).toHaveLength(10);
    expect(fresh).not.toContain(recoveryCodes[0]);

    // An old recovery code no longer proves anything; a code from the app does.
    const old = await post(
      t.app,
      "/api/account/totp/disable",
      { proof: recoveryCodes[0] },
      admin.headers,
    );
    expect(old.statusCode).toBe(400);
    const off = await post(
      t.app,
      "/api/account/totp/disable",
      { proof: codeFor(secret, 1) },
      admin.headers,
    );
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ message: "Two-step sign-in is off." });

    // Signing in is back to the password alone.
    await post(t.app, "/api/admin/logout", {}, admin.headers);
    expect((await login(t.app, admin)).json().token).toEqual(expect.any(String));
  });

  it("replaces the app only with the proof, and the old app works until the new one is confirmed", async () => {
    const admin = await loginAsAdmin(t.app, t.db);
    const { secret } = await enrolTotp(t.app, admin.headers);
    const noProof = await post(t.app, "/api/account/totp/setup", {}, admin.headers);
    expect(noProof.statusCode).toBe(400);
    const setup = await post(
      t.app,
      "/api/account/totp/setup",
      { proof: admin.password },
      admin.headers,
    );
    expect(setup.statusCode).toBe(200);
    const newSecret: string = setup.json().secret;

    // Still the old app until the new one's code comes.
    await post(t.app, "/api/admin/logout", {}, admin.headers);
    const challenge = (await login(t.app, admin)).json().challenge;
    const signedIn = await post(t.app, "/api/admin/login/code", {
      challenge,
      code: codeFor(secret, 1),
    });
    expect(signedIn.statusCode).toBe(200);
    const headers = { authorization: `Bearer ${signedIn.json().token}` };
    expect(
      (await post(t.app, "/api/account/totp/confirm", { code: codeFor(newSecret) }, headers))
        .statusCode,
    ).toBe(200);
    const person = await findAdminByUsername(t.db, admin.username);
    const [row] = await t.db
      .select()
      .from(staffTotp)
      .where(eq(staffTotp.adminId, person?.id ?? ""));
    expect(row?.pendingSecret).toBeNull();
    expect(secretBox(undefined).open(row?.secret ?? "")).toBe(newSecret.replace(/ /g, ""));
  });
});

describe("STAFF_REQUIRE_TOTP", () => {
  const t = useTestApp({ STAFF_REQUIRE_TOTP: "true" });

  it("takes an admin without an app to set one up before any session", async () => {
    const admin = await anAdmin(t.db);
    const first = await login(t.app, admin);
    expect(first.json()).toEqual({
      message: "Admins must use an authenticator app. Set one up to continue.",
      step: "enrol-totp",
      challenge: expect.any(String),
    });
    const { challenge } = first.json();
    // The challenge is no session, and not the code step either.
    expect((await me(t.app, challenge)).statusCode).toBe(401);
    expect(
      (await post(t.app, "/api/admin/login/code", { challenge, code: "123456" })).statusCode,
    ).toBe(401);

    const setup = await post(t.app, "/api/admin/login/totp-setup", { challenge });
    expect(setup.statusCode).toBe(200);
    const { secret } = setup.json();
    const wrong = await post(t.app, "/api/admin/login/totp-setup/confirm", {
      challenge,
      code: "000000",
    });
    expect(wrong.statusCode).toBe(400);
    const done = await post(t.app, "/api/admin/login/totp-setup/confirm", {
      challenge,
      code: codeFor(secret),
    });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ message: "Login successful", name: admin.name });
    expect(done.json().recoveryCodes).toHaveLength(10);
    const token: string = done.json().token;
    expect((await me(t.app, token)).statusCode).toBe(200);

    // It cannot be turned off while required; the next sign-in asks for the code.
    const headers = { authorization: `Bearer ${token}` };
    const security = await t.app.inject({ method: "GET", url: "/api/account/security", headers });
    expect(security.json()).toMatchObject({ totpEnabled: true, totpRequired: true });
    const off = await post(t.app, "/api/account/totp/disable", { proof: admin.password }, headers);
    expect(off.statusCode).toBe(403);
    expect((await login(t.app, admin)).json().step).toBe("totp");
  });

  it("leaves the app optional for reviewers, and asks those who set one up for its code", async () => {
    const reviewer = await anAdmin(t.db, { role: "reviewer" });
    const first = await login(t.app, reviewer);
    expect(first.json()).toMatchObject({
      message: "Login successful",
      token: expect.any(String),
    });
    const headers = { authorization: `Bearer ${first.json().token}` };
    const security = await t.app.inject({ method: "GET", url: "/api/account/security", headers });
    expect(security.json()).toMatchObject({ totpEnabled: false, totpRequired: false });

    const { secret } = await enrolTotp(t.app, headers);
    expect((await login(t.app, reviewer)).json().step).toBe("totp");
    // Optional, so they may turn it off again, with a code.
    const off = await post(
      t.app,
      "/api/account/totp/disable",
      { proof: codeFor(secret, 1) },
      headers,
    );
    expect(off.statusCode).toBe(200);
  });
});
