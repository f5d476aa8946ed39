// npm run admin:create — adds a console user with the admin role (the first admin; later staff are
// invited from the console's Staff tab). Reads ADMIN_USERNAME, ADMIN_NAME and ADMIN_PASSWORD,
// and asks for whatever is missing (the password without echo).
import { createInterface } from "node:readline/promises";
import { Writable } from "node:stream";
import { isOneLine } from "../../core/schemas/common";
import { loadConfigFromEnvironment } from "../config";
import { openConfiguredDatabase } from "../db/client";
import { hashPassword } from "../lib/passwords";
import { createAdmin, findAdminByUsername } from "../staff/staff-repository";

async function ask(question: string, hidden = false): Promise<string> {
  if (!process.stdin.isTTY) {
    throw new Error(
      `${question.replace(/:\s*$/, "")} is missing: set it in the environment (see README).`,
    );
  }
  let muted = false;
  const output = new Writable({
    write(chunk, _encoding, done) {
      if (!muted) process.stdout.write(chunk);
      done();
    },
  });
  const prompt = createInterface({ input: process.stdin, output, terminal: true });
  const answer = prompt.question(question);
  muted = hidden;
  const value = await answer;
  prompt.close();
  if (hidden) process.stdout.write("\n");
  return value.trim();
}

async function main() {
  const config = loadConfigFromEnvironment();
  const username = process.env.ADMIN_USERNAME?.trim() || (await ask("Username: "));
  // The display name is optional: it falls back to the username.
  const displayName =
    process.env.ADMIN_NAME?.trim() ||
    (process.stdin.isTTY ? await ask("Display name: ") : "") ||
    username;
  const password = process.env.ADMIN_PASSWORD || (await ask("Password: ", true));
  if (!/^[A-Za-z0-9._@-]{3,100}$/.test(username)) {
    throw new Error("The username needs 3 to 100 letters, digits or . _ @ -");
  }
  // The name goes into mails' headers, where a line break would end one (core/schemas/common.ts).
  if (!isOneLine(displayName)) throw new Error("The display name must be on one line.");
  // The same judgement as an invitation and a password change: length and strength as typed.
  const { weakPasswordReason } = await import("../lib/password-strength");
  const weak = weakPasswordReason(password, [username, displayName]);
  if (weak) throw new Error(weak);
  const database = await openConfiguredDatabase(config, { poolSize: 1 });
  try {
    if (await findAdminByUsername(database.db, username)) {
      throw new Error(`An admin named "${username}" already exists.`);
    }
    await createAdmin(database.db, {
      username,
      displayName,
      passwordHash: await hashPassword(password),
    });
    console.info(`Admin "${username}" (${displayName}) created. Sign in at /admin-login.`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
