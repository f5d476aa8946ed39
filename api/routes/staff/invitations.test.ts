import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { App } from "../../app";
import type { Database } from "../../db/client";
import { auditEvents } from "../../db/schema/audit";
import { adminUsers, staffInvitations } from "../../db/schema/staff";
import { loginAsAdmin } from "../../test/admin";
import { useTestApp } from "../../test/helpers";
import { newestMail } from "../../test/outbox";
import { weakPasswords } from "../../test/weak-passwords";

const PASSWORD = "a long enough passphrase";
let sequence = 0;
const anEmail = () => `colleague${++sequence}.${Date.now().toString(36)}@example.com`;

/** The link of the last mail to `email`, as the invitee reads it. */
async function mailedLink(db: Database, email: string) {
  const mail = await newestMail(db, email);
  if (!mail) throw new Error(`no mail to ${email}`);
  const link = mail.text.match(/https?:\/\/\S+\/admin-invite#(\S+)/);
  if (!link?.[1]) throw new Error(`no invitation link in: ${mail.text}`);
  return { mail, url: link[0], token: link[1] };
}

const invite = (app: App, headers: Record<string, string>, body: object) =>
  app.inject({ method: "POST", url: "/api/admin/staff/invitations", headers, payload: body });
const details = (app: App, token: string) =>
  app.inject({ method: "POST", url: "/api/staff-invitations/details", payload: { token } });
const accept = (app: App, body: object) =>
  app.inject({ method: "POST", url: "/api/staff-invitations/accept", payload: body });
const signIn = (app: App, username: string, password: string) =>
  app.inject({ method: "POST", url: "/api/admin/login", payload: { username, password } });

describe("staff invitations", () => {
  const t = useTestApp({ SITE_URL: "https://console.example.com" });

  it("mails a one-time link; the invitee sets name and password, signs in with the e-mail, as the role invited", async () => {
    const admin = await loginAsAdmin(t.app, t.db, { name: "Leena Farouk" });
    const email = anEmail();
    const response = await invite(t.app, admin.headers, { email, role: "reviewer" });
    expect(response.statusCode).toBe(201);
    const invitation = response.json();
    expect(invitation).toMatchObject({ email, role: "reviewer", invitedBy: "Leena Farouk" });
    const hours = (Date.parse(invitation.expiresAt) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(71.9);
    expect(hours).toBeLessThanOrEqual(72);

    const { mail, url, token } = await mailedLink(t.db, email);
    expect(mail.subject).toBe("You are invited to the Nakhla Ventures console");
    expect(mail.text).toContain(
      "Leena Farouk has invited you to the Nakhla Ventures console as a reviewer.",
    );
    expect(mail.text).toContain(`Your username is this e-mail address: ${email}`);
    expect(url.startsWith("https://console.example.com/admin-invite#")).toBe(true);
    // This test server sends no mail (no SMTP): the admin is given the same link to hand over.
    expect(t.app.mailer.delivers).toBe(false);
    expect(invitation.link).toBe(url);
    // Only the hash is kept.
    const [row] = await t.db
      .select()
      .from(staffInvitations)
      .where(eq(staffInvitations.email, email));
    expect(row?.tokenHash).not.toBe(token);
    expect(row?.tokenHash).toMatch(/^[0-9a-f]{64}$/);

    const shown = await details(t.app, token);
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toEqual({ email, role: "reviewer", expiresAt: invitation.expiresAt });

    const accepted = await accept(t.app, { token, name: "Omar Haddad", password: PASSWORD });
    expect(accepted.statusCode).toBe(201);
    expect(accepted.json()).toEqual({
      message: "Your account is ready. Sign in with your e-mail address.",
      username: email,
    });

    const login = await signIn(t.app, email, PASSWORD);
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({ name: "Omar Haddad" });
    const me = await t.app.inject({
      method: "GET",
      url: "/api/admin/me",
      headers: { authorization: `Bearer ${login.json().token}` },
    });
    expect(me.json()).toMatchObject({ username: email, name: "Omar Haddad", role: "reviewer" });

    // The trail: who invited whom, and the joining.
    const [member] = await t.db.select().from(adminUsers).where(eq(adminUsers.username, email));
    const trail = await t.db.select().from(auditEvents);
    expect(trail).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          entityType: "staff-invitation",
          entityId: invitation.id,
          action: "invited",
          detail: `${email} as reviewer`,
          adminName: "Leena Farouk",
        }),
        expect.objectContaining({
          entityType: "staff",
          entityId: member?.id,
          action: "joined",
          adminName: "Omar Haddad",
        }),
      ]),
    );
  });

  it("refuses a link used once already, and makes no second account", async () => {
    const admin = await loginAsAdmin(t.app, t.db);
    const email = anEmail();
    await invite(t.app, admin.headers, { email, role: "admin" });
    const { token } = await mailedLink(t.db, email);
    expect((await accept(t.app, { token, name: "First", password: PASSWORD })).statusCode).toBe(
      201,
    );

    const again = await accept(t.app, { token, name: "Second", password: `${PASSWORD} 2` });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      message:
        "This invitation has already been used. Sign in with your e-mail address and password.",
    });
    expect((await details(t.app, token)).statusCode).toBe(409);
    const accounts = await t.db.select().from(adminUsers).where(eq(adminUsers.username, email));
    expect(accounts.map((account) => account.displayName)).toEqual(["First"]);
    // The first password still works, the second does not.
    expect((await signIn(t.app, email, `${PASSWORD} 2`)).statusCode).toBe(401);
    expect((await signIn(t.app, email, PASSWORD)).statusCode).toBe(200);
  });

  it("refuses a wrong link with a clear message", async () => {
    for (const token of ["x".repeat(43), "not-a-token"]) {
      const shown = await details(t.app, token);
      expect(shown.statusCode).toBe(404);
      expect(shown.json()).toEqual({
        message: "This invitation link is not valid. Ask an admin to invite you again.",
      });
      const accepted = await accept(t.app, { token, name: "Someone", password: PASSWORD });
      expect(accepted.statusCode).toBe(404);
    }
  });

  it("refuses a link past its 72 hours", async () => {
    const admin = await loginAsAdmin(t.app, t.db);
    const email = anEmail();
    await invite(t.app, admin.headers, { email, role: "reviewer" });
    const { token } = await mailedLink(t.db, email);
    await t.db
      .update(staffInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(staffInvitations.email, email));
    const expired = { message: "This invitation has expired. Ask an admin to invite you again." };
    const shown = await details(t.app, token);
    expect(shown.statusCode).toBe(410);
    expect(shown.json()).toEqual(expired);
    const accepted = await accept(t.app, { token, name: "Late", password: PASSWORD });
    expect(accepted.statusCode).toBe(410);
    expect(accepted.json()).toEqual(expired);
    expect(await t.db.select().from(adminUsers).where(eq(adminUsers.username, email))).toEqual([]);
    // Nor is it listed as pending any more.
    const list = await t.app.inject({
      method: "GET",
      url: "/api/admin/staff",
      headers: admin.headers,
    });
    expect(list.json().invitations.map((i: { email: string }) => i.email)).not.toContain(email);
  });

  it("refuses a withdrawn link, and a new invitation replaces the pending one", async () => {
    const admin = await loginAsAdmin(t.app, t.db);
    const email = anEmail();
    const first = (await invite(t.app, admin.headers, { email, role: "reviewer" })).json();
    const { token: firstToken } = await mailedLink(t.db, email);
    const second = (await invite(t.app, admin.headers, { email, role: "admin" })).json();
    const { token: secondToken } = await mailedLink(t.db, email);
    expect(secondToken).not.toBe(firstToken);
    const withdrawn = {
      message: "This invitation was withdrawn. Ask an admin to invite you again.",
    };
    expect((await details(t.app, firstToken)).json()).toEqual(withdrawn);
    const list = (
      await t.app.inject({ method: "GET", url: "/api/admin/staff", headers: admin.headers })
    ).json();
    const pending = list.invitations.filter((i: { email: string }) => i.email === email);
    expect(pending).toEqual([expect.objectContaining({ id: second.id, role: "admin" })]);
    expect(first.id).not.toBe(second.id);

    const revoked = await t.app.inject({
      method: "DELETE",
      url: `/api/admin/staff/invitations/${second.id}`,
      headers: admin.headers,
    });
    expect(revoked.json()).toEqual({ message: "Invitation withdrawn" });
    const accepted = await accept(t.app, {
      token: secondToken,
      name: "Too late",
      password: PASSWORD,
    });
    expect(accepted.statusCode).toBe(410);
    expect(accepted.json()).toEqual(withdrawn);
    const again = await t.app.inject({
      method: "DELETE",
      url: `/api/admin/staff/invitations/${second.id}`,
      headers: admin.headers,
    });
    expect(again.statusCode).toBe(404);
  });

  it("refuses a password that is easy to guess, or only spaces, tabs or line breaks, and says why", async () => {
    const admin = await loginAsAdmin(t.app, t.db);
    const email = anEmail();
    await invite(t.app, admin.headers, { email, role: "reviewer" });
    const { token } = await mailedLink(t.db, email);

    for (const [password, why] of weakPasswords(email)) {
      const refused = await accept(t.app, { token, name: "Omar", password });
      expect(refused.statusCode, JSON.stringify(password)).toBe(400);
      expect(refused.json().message, JSON.stringify(password)).toContain(why);
    }
    // None of them spent the link, and a strong password is taken.
    expect((await accept(t.app, { token, name: "Omar", password: PASSWORD })).statusCode).toBe(201);
  });

  it("checks what is sent: a short password, no name, a bad address, someone who already has an account", async () => {
    const admin = await loginAsAdmin(t.app, t.db);
    const email = anEmail();
    await invite(t.app, admin.headers, { email, role: "reviewer" });
    const { token } = await mailedLink(t.db, email);

    const short = await accept(t.app, { token, name: "Omar", password: "elevenchars" });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toContain("Use at least 12 characters");
    const nameless = await accept(t.app, { token, name: "  ", password: PASSWORD });
    expect(nameless.statusCode).toBe(400);
    expect(nameless.json().message).toContain("This field is required");
    // Nothing was spent: the link still works.
    expect((await details(t.app, token)).statusCode).toBe(200);

    const badAddress = await invite(t.app, admin.headers, {
      email: "not an address",
      role: "reviewer",
    });
    expect(badAddress.statusCode).toBe(400);
    expect(badAddress.json().message).toContain("Enter a valid e-mail address");
    const badRole = await invite(t.app, admin.headers, { email: anEmail(), role: "owner" });
    expect(badRole.statusCode).toBe(400);
    expect(badRole.json().message).toContain("Choose admin or reviewer");

    expect((await accept(t.app, { token, name: "Omar", password: PASSWORD })).statusCode).toBe(201);
    const existing = await invite(t.app, admin.headers, { email, role: "admin" });
    expect(existing.statusCode).toBe(409);
    expect(existing.json()).toEqual({ message: `${email} already has a staff account.` });
  });
});
