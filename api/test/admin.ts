import type { App } from "../app";
import type { Database } from "../db/client";
import { hashPassword } from "../lib/passwords";
import { createAdmin } from "../staff/staff-repository";

let sequence = 0;

/** Creates an admin user and returns its credentials. */
export async function anAdmin(
  db: Database,
  overrides: { username?: string; password?: string; name?: string } = {},
) {
  const username = overrides.username ?? `staff${++sequence}`;
  const password = overrides.password ?? "correct horse battery staple";
  const name = overrides.name ?? "Leena Farouk";
  await createAdmin(db, {
    username,
    displayName: name,
    passwordHash: await hashPassword(password),
  });
  return { username, password, name };
}

/** Creates an admin, signs in through the API and returns the bearer header to send. */
export async function loginAsAdmin(app: App, db: Database, overrides: { name?: string } = {}) {
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
