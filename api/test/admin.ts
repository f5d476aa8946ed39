import type { App } from "../app";
import type { Database } from "../db/client";
import { hashPassword } from "../lib/passwords";
import { createAdmin, type StaffRole } from "../staff/staff-repository";

let sequence = 0;

type StaffOverrides = { username?: string; password?: string; name?: string; role?: StaffRole };

/** Creates a staff member (an admin unless `role` says otherwise) and returns its credentials. */
export async function anAdmin(db: Database, overrides: StaffOverrides = {}) {
  const username = overrides.username ?? `staff${++sequence}`;
  const password = overrides.password ?? "correct horse battery staple";
  const name = overrides.name ?? "Leena Farouk";
  const role = overrides.role ?? "admin";
  const staff = await createAdmin(db, {
    username,
    displayName: name,
    passwordHash: await hashPassword(password),
    role,
  });
  return { id: staff.id, username, password, name, role };
}

/** Creates an admin (or a staff member of `role`), signs in through the API and returns the bearer header to send. */
export async function loginAsAdmin(app: App, db: Database, overrides: StaffOverrides = {}) {
  const credentials = await anAdmin(db, overrides);
  const response = await app.inject({
    method: "POST",
    url: "/api/admin/login",
    payload: { username: credentials.username, password: credentials.password },
  });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  const token: string = response.json().token;
  return { ...credentials, token, headers: { authorization: `Bearer ${token}` } };
}

/** Creates a reviewer and signs in: the bearer header of someone who may read and score, not administer. */
export const loginAsReviewer = (app: App, db: Database, overrides: StaffOverrides = {}) =>
  loginAsAdmin(app, db, { ...overrides, role: "reviewer" });
