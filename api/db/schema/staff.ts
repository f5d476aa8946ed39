import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { at, createdAt, id } from "../columns";

export const adminUsers = pgTable(
  "admin_users",
  {
    id: id(),
    username: text("username").notNull(),
    displayName: text("display_name").notNull(),
    passwordHash: text("password_hash").notNull(),
    /** admin or reviewer (core/constants.ts STAFF_ROLES); the staff from before roles are admins. */
    role: text("role").notNull().default("admin"),
    /** Set while the person may not sign in; their sessions ended when it was set. */
    deactivatedAt: at("deactivated_at"),
    /** When the admin last opened the bell: newer records count as new. */
    notificationsSeenAt: at("notifications_seen_at"),
    /** Until when the second step of signing in refuses every code: too many wrong ones. */
    secondFactorLockedUntil: at("second_factor_locked_until"),
    /** compact or comfortable (core/constants.ts CONSOLE_DENSITIES): how the console's lists are set. */
    consoleDensity: text("console_density").notNull().default("compact"),
    /** The daily mail of deal events (docs/decisions/065-deal-notifications.md): off until chosen. */
    dealDigest: boolean("deal_digest").notNull().default(false),
    /** The end of the period the last digest covered: the next starts there. */
    dealDigestThrough: at("deal_digest_through"),
    /** The daily mail of overdue applications (docs/product.md, 5.13): off until chosen. */
    overdueDigest: boolean("overdue_digest").notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex("admin_users_username_lower_idx").on(sql`lower(${table.username})`)],
);

/** A signed-in console: only the sha256 of the bearer token is kept. */
export const adminSessions = pgTable(
  "admin_sessions",
  {
    id: id(),
    adminId: uuid("admin_id")
      .notNull()
      .references(() => adminUsers.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    createdAt: createdAt(),
    lastUsedAt: at("last_used_at").notNull().defaultNow(),
    expiresAt: at("expires_at").notNull(),
    revokedAt: at("revoked_at"),
    /**
     * Where it was signed in from, for the person's list of sessions
     * (api/staff/account-security.ts).
     */
    userAgent: text("user_agent"),
    ip: text("ip"),
  },
  (table) => [
    uniqueIndex("admin_sessions_token_hash_idx").on(table.tokenHash),
    index("admin_sessions_admin_idx").on(table.adminId),
  ],
);

/**
 * A staff member's authenticator app (RFC 6238, docs/decisions/025-second-factor.md). The secrets
 * are sealed with TOTP_SECRET_KEY when it is set (api/lib/secret-box.ts). `secret` is the active
 * one; `pendingSecret` waits for its first code during set-up, so changing phones never leaves the
 * account without a working factor. `lastUsedStep` (the 30-second step of the last accepted code)
 * refuses a code used again.
 */
export const staffTotp = pgTable("staff_totp", {
  adminId: uuid("admin_id")
    .primaryKey()
    .references(() => adminUsers.id, { onDelete: "cascade" }),
  secret: text("secret"),
  enabledAt: at("enabled_at"),
  lastUsedStep: bigint("last_used_step", { mode: "number" }),
  pendingSecret: text("pending_secret"),
  pendingCreatedAt: at("pending_created_at"),
});

/** One-time recovery codes: the sha256 of each (80 random bits), used at most once. */
export const staffRecoveryCodes = pgTable(
  "staff_recovery_codes",
  {
    id: id(),
    adminId: uuid("admin_id")
      .notNull()
      .references(() => adminUsers.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: at("used_at"),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex("staff_recovery_codes_hash_idx").on(table.adminId, table.codeHash)],
);

/**
 * The interim step of a sign-in between the password and the session: a short-lived token (only
 * its sha256 kept) good for one purpose, the code (`totp`) or setting up the app first (`enrol-totp`,
 * when STAFF_REQUIRE_TOTP asks for it). Never a session: no staff route accepts it.
 */
export const signInChallenges = pgTable(
  "sign_in_challenges",
  {
    id: id(),
    adminId: uuid("admin_id")
      .notNull()
      .references(() => adminUsers.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    purpose: text("purpose").notNull(),
    ip: text("ip"),
    userAgent: text("user_agent"),
    failedAttempts: integer("failed_attempts").notNull().default(0),
    createdAt: createdAt(),
    expiresAt: at("expires_at").notNull(),
    usedAt: at("used_at"),
  },
  (table) => [uniqueIndex("sign_in_challenges_token_hash_idx").on(table.tokenHash)],
);

/**
 * An admin's invitation to a colleague: a one-time link mailed to `email`, of which only the sha256
 * is kept. Accepting it creates the staff account (username = the e-mail) with `role`.
 */
export const staffInvitations = pgTable(
  "staff_invitations",
  {
    id: id(),
    email: text("email").notNull(),
    role: text("role").notNull(),
    tokenHash: text("token_hash").notNull(),
    invitedBy: uuid("invited_by").references(() => adminUsers.id, { onDelete: "set null" }),
    expiresAt: at("expires_at").notNull(),
    acceptedAt: at("accepted_at"),
    revokedAt: at("revoked_at"),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex("staff_invitations_token_hash_idx").on(table.tokenHash)],
);

/**
 * A wrong second-factor code for an account, from any address: counted across instances to lock
 * the account's second step (api/staff/second-step.ts).
 */
export const secondFactorFailures = pgTable(
  "second_factor_failures",
  {
    id: id(),
    adminId: uuid("admin_id")
      .notNull()
      .references(() => adminUsers.id, { onDelete: "cascade" }),
    ip: text("ip").notNull(),
    createdAt: createdAt(),
  },
  (table) => [index("second_factor_failures_admin_idx").on(table.adminId, table.createdAt)],
);

/** Failed sign-ins, counted per IP and per username-from-that-IP to throttle guessing. */
export const loginFailures = pgTable(
  "login_failures",
  {
    id: id(),
    ip: text("ip").notNull(),
    username: text("username").notNull(),
    createdAt: createdAt(),
  },
  (table) => [index("login_failures_ip_idx").on(table.ip, table.createdAt)],
);
