// npm run admin:reset-second-factor -- <username> — for a staff member who lost both their phone and
// their recovery codes: removes their authenticator app and recovery codes, so the password alone
// signs them in again (an admin under STAFF_REQUIRE_TOTP is then asked to set up a new app), and
// ends their sessions. The username may come from ADMIN_USERNAME instead.
import { loadConfigFromEnvironment } from "../config";
import { openConfiguredDatabase } from "../db/client";
import { deleteTotp } from "../staff/second-factor-repository";
import { revokeSessionsOf } from "../staff/staff-members-repository";
import { findAdminByUsername } from "../staff/staff-repository";

async function main() {
  const config = loadConfigFromEnvironment();
  const username = (process.argv[2] ?? process.env.ADMIN_USERNAME ?? "").trim();
  if (!username) {
    throw new Error(
      "Say whose second factor to reset: npm run admin:reset-second-factor -- <username>",
    );
  }
  const database = await openConfiguredDatabase(config, { poolSize: 1 });
  try {
    const staff = await findAdminByUsername(database.db, username);
    if (!staff) throw new Error(`No staff member is named "${username}".`);
    await deleteTotp(database.db, staff.id);
    // Whoever has the phone may be signed in somewhere: every session ends.
    await revokeSessionsOf(database.db, staff.id, new Date());
    console.info(
      `Two-step sign-in of "${staff.username}" removed and their sessions ended. They sign in with their password now.`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
