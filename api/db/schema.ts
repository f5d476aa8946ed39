import { type SQL, sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  type PgColumn,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { ViewSettings } from "../../core/schemas/saved-view";

/** An iCalendar invitation kept with its mail (api/mail/mailer.ts). */
export type MailCalendar = { method: "REQUEST" | "CANCEL"; content: string };

// Plain text columns rather than pgEnum: the allowed values live once in core/constants.ts and are
// checked by the core schemas, and the SQL stays free of schema-qualified types (tests run each
// file in its own PostgreSQL schema).

const id = () => uuid("id").primaryKey().defaultRandom();
const at = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });
const createdAt = () => at("created_at").notNull().defaultNow();
const updatedAt = () => at("updated_at").notNull().defaultNow();

/**
 * What the admin list's search looks in: the searchable columns, lower-cased in one generated
 * column with a trigram index (pg_trgm), so `like '%text%'` uses the index.
 */
const searchText = (expression: string) =>
  text("search_text")
    .notNull()
    .generatedAlwaysAs((): SQL => sql.raw(`lower(${expression})`));
const trigramIndex = (name: string, column: PgColumn) =>
  index(name).using("gin", sql`${column} gin_trgm_ops`);

export const contacts = pgTable(
  "contacts",
  {
    id: id(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    reason: text("reason").notNull(),
    description: text("description").notNull(),
    recipient: text("recipient"),
    status: text("status").notNull().default("Pending"),
    scheduleDateTime: at("schedule_date_time"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    searchText: searchText(
      `name || ' ' || email || ' ' || description || ' ' || coalesce(recipient, '')`,
    ),
  },
  (table) => [
    index("contacts_created_at_idx").on(table.createdAt, table.id),
    trigramIndex("contacts_search_idx", table.searchText),
  ],
);

export const subscribers = pgTable(
  "subscribers",
  {
    id: id(),
    email: text("email").notNull(),
    createdAt: createdAt(),
    searchText: searchText("email"),
  },
  (table) => [
    uniqueIndex("subscribers_email_lower_idx").on(sql`lower(${table.email})`),
    index("subscribers_created_at_idx").on(table.createdAt, table.id),
    trigramIndex("subscribers_search_idx", table.searchText),
  ],
);

/** Leads from the AI handbook (/test-8). */
export const pitchLeads = pgTable(
  "pitch_leads",
  {
    id: id(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    role: text("role").notNull(),
    location: text("location").notNull(),
    createdAt: createdAt(),
    searchText: searchText(`name || ' ' || email || ' ' || role || ' ' || location`),
  },
  (table) => [
    index("pitch_leads_created_at_idx").on(table.createdAt, table.id),
    trigramIndex("pitch_leads_search_idx", table.searchText),
  ],
);

/** Leads from the founder ebook (/startup-consultancy-form). */
export const consultancyLeads = pgTable(
  "consultancy_leads",
  {
    id: id(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    startup: text("startup").notNull(),
    stage: text("stage").notNull(),
    location: text("location").notNull(),
    investment: doublePrecision("investment").notNull(),
    hours: doublePrecision("hours").notNull(),
    createdAt: createdAt(),
    searchText: searchText(
      `name || ' ' || email || ' ' || startup || ' ' || stage || ' ' || location`,
    ),
  },
  (table) => [
    index("consultancy_leads_created_at_idx").on(table.createdAt, table.id),
    trigramIndex("consultancy_leads_search_idx", table.searchText),
  ],
);

/** A funding application. Optional answers left blank are stored as empty strings. */
export const applications = pgTable(
  "applications",
  {
    id: id(),
    fullName: text("full_name").notNull(),
    founderName: text("founder_name"),
    designation: text("designation").notNull(),
    phone: text("phone").notNull(),
    email: text("email").notNull(),
    linkedin: text("linkedin").notNull().default(""),
    journey: text("journey").notNull(),
    legacy: text("legacy").notNull(),
    achievements: text("achievements").notNull().default(""),
    problem: text("problem").notNull(),
    startupName: text("startup_name").notNull(),
    website: text("website").notNull().default(""),
    industry: text("industry").notNull(),
    pitch: text("pitch").notNull(),
    developmentStage: text("development_stage").notNull(),
    funded: text("funded").notNull(),
    investmentDetails: text("investment_details").notNull(),
    investmentClarification: text("investment_clarification"),
    customerAcquisition: text("customer_acquisition").notNull(),
    challenge: text("challenge").notNull(),
    cofounders: text("cofounders").notNull(),
    teamSize: integer("team_size").notNull(),
    executives: text("executives").notNull().default(""),
    decisionMaking: text("decision_making").notNull(),
    expectations: text("expectations").notNull(),
    concerns: text("concerns").notNull().default(""),
    needAdvisory: text("need_advisory").notNull().default(""),
    supportAreas: text("support_areas").notNull().default(""),
    growthReport: text("growth_report").notNull().default(""),
    paymentId: text("payment_id"),
    couponCode: text("coupon_code"),
    finalPrice: integer("final_price"),
    partnerName: text("partner_name"),
    /** The paid order behind this application: one order, one application (null when free). */
    orderId: uuid("order_id").references(() => paymentOrders.id),
    status: text("status").notNull().default("Pending"),
    scheduleDateTime: at("schedule_date_time"),
    adminAnswers: jsonb("admin_answers").$type<Record<string, string>>().notNull().default({}),
    /** Submitted scorecards, and the median of their weighted totals (api/reviews/, kept in step). */
    reviewCount: integer("review_count").notNull().default(0),
    reviewMedian: doublePrecision("review_median"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    searchText: searchText(`full_name || ' ' || email || ' ' || startup_name || ' ' || industry`),
  },
  (table) => [
    index("applications_created_at_idx").on(table.createdAt, table.id),
    // The review queue: fewest reviews first, then oldest, among the applications not yet decided.
    index("applications_review_queue_idx")
      .on(table.reviewCount, table.createdAt, table.id)
      .where(sql`${table.status} <> 'Resolved'`),
    // The list sorted by the median, highest first, unreviewed last.
    index("applications_review_median_idx").on(
      sql`${table.reviewMedian} desc nulls last`,
      sql`${table.createdAt} desc`,
      sql`${table.id} desc`,
    ),
    trigramIndex("applications_search_idx", table.searchText),
    uniqueIndex("applications_order_idx").on(table.orderId),
  ],
);

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
    /** Where it was signed in from, for the person's list of sessions (api/staff/sessions.ts). */
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

/**
 * The public write rate limits' counters, shared by every API instance on the database: one row per
 * route and client IP, counting the hits of its current window (api/plugins/rate-limit-store.ts).
 */
export const rateLimitHits = pgTable(
  "rate_limit_hits",
  {
    key: text("key").primaryKey(),
    hits: integer("hits").notNull(),
    windowEndsAt: at("window_ends_at").notNull(),
  },
  // The clean-up deletes ended windows.
  (table) => [index("rate_limit_hits_window_ends_at_idx").on(table.windowEndsAt)],
);

/** Who changed what on a record, and when. */
export const auditEvents = pgTable(
  "audit_events",
  {
    id: id(),
    entityType: text("entity_type").notNull(),
    entityId: uuid("entity_id").notNull(),
    action: text("action").notNull(),
    detail: text("detail").notNull(),
    adminId: uuid("admin_id").references(() => adminUsers.id, { onDelete: "set null" }),
    adminName: text("admin_name").notNull(),
    createdAt: createdAt(),
  },
  (table) => [index("audit_events_entity_idx").on(table.entityType, table.entityId)],
);

/**
 * A staff member's named search, filter, sort and column choice on one console list, private or
 * shared with the team (docs/decisions/030-bulk-selection-and-saved-views.md).
 */
export const savedViews = pgTable(
  "saved_views",
  {
    id: id(),
    ownerId: uuid("owner_id")
      .notNull()
      .references(() => adminUsers.id, { onDelete: "cascade" }),
    list: text("list").notNull(),
    name: text("name").notNull(),
    shared: boolean("shared").notNull().default(false),
    settings: jsonb("settings").$type<ViewSettings>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex("saved_views_owner_list_name_idx").on(
      table.ownerId,
      table.list,
      sql`lower(${table.name})`,
    ),
    index("saved_views_list_idx").on(table.list, table.shared),
  ],
);

/** An assignment of the admin team (docs/product.md §5.5, Task). */
export const tasks = pgTable(
  "tasks",
  {
    id: id(),
    title: text("title").notNull(),
    deadline: date("deadline", { mode: "string" }).notNull(),
    assignedTo: text("assigned_to").notNull(),
    status: text("status").notNull().default("Pending"),
    hoursRequired: doublePrecision("hours_required").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("tasks_deadline_idx").on(table.deadline, table.createdAt)],
);

/** A task's subtasks: same fields as a task; they go when their task goes. */
export const subtasks = pgTable(
  "subtasks",
  {
    id: id(),
    taskId: uuid("task_id")
      .notNull()
      .references(() => tasks.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    deadline: date("deadline", { mode: "string" }).notNull(),
    assignedTo: text("assigned_to").notNull(),
    status: text("status").notNull().default("Pending"),
    hoursRequired: doublePrecision("hours_required").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("subtasks_task_idx").on(table.taskId, table.createdAt)],
);

/** A meeting called from the Assignments view; its points are saved here (docs/architecture.md, rule 3). */
export const meetings = pgTable(
  "meetings",
  {
    id: id(),
    title: text("title").notNull(),
    participants: jsonb("participants").$type<string[]>().notNull(),
    time: at("time").notNull(),
    points: jsonb("points").$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("meetings_time_idx").on(table.time)],
);

/** A link in the documents repository, filed under one of DOCUMENT_CATEGORIES. */
export const documents = pgTable(
  "documents",
  {
    id: id(),
    name: text("name").notNull(),
    url: text("url").notNull(),
    category: text("category").notNull(),
    createdAt: createdAt(),
  },
  (table) => [index("documents_category_idx").on(table.category, table.createdAt)],
);

/** The 'Funding Application' modal on /test-9 (stored, unlike the original: docs/architecture.md, rule 2). */
export const fundingInterest = pgTable(
  "funding_interest",
  {
    id: id(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    company: text("company"),
    idea: text("idea").notNull(),
    createdAt: createdAt(),
    searchText: searchText(`name || ' ' || email || ' ' || coalesce(company, '') || ' ' || idea`),
  },
  (table) => [
    index("funding_interest_created_at_idx").on(table.createdAt, table.id),
    trigramIndex("funding_interest_search_idx", table.searchText),
  ],
);

/** The consultancy form (/build-with-nakhla-form), stored unlike the original (docs/architecture.md, rule 2). */
export const consultancyRequests = pgTable(
  "consultancy_requests",
  {
    id: id(),
    businessName: text("business_name").notNull(),
    businessAge: doublePrecision("business_age").notNull(),
    industry: text("industry").notNull(),
    website: text("website").notNull().default(""),
    /** Our addition, optional: where staff can reply. */
    email: text("email").notNull().default(""),
    primaryProblem: text("primary_problem").notNull(),
    otherProblems: text("other_problems").notNull().default(""),
    expectations: text("expectations").notNull(),
    previousConsultancy: text("previous_consultancy").notNull().default(""),
    createdAt: createdAt(),
    searchText: searchText(
      `business_name || ' ' || email || ' ' || industry || ' ' || website || ' ' || primary_problem || ' ' || expectations`,
    ),
  },
  (table) => [
    index("consultancy_requests_created_at_idx").on(table.createdAt, table.id),
    trigramIndex("consultancy_requests_search_idx", table.searchText),
  ],
);

/** Every e-mail the site sends: written here first, then delivered by SMTP or only logged. */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: id(),
    /** What the mail is about, e.g. "handbook-lead" or "application". */
    kind: text("kind").notNull(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    /**
     * outbox (kept here, no SMTP configured); with SMTP: queued, then sent or failed (see error).
     * A mail that was delivered but whose "sent" could not be recorded stays queued (logged); the
     * mail-retry job sends a mail queued for 15 minutes again (docs/decisions/015-background-jobs.md).
     */
    status: text("status").notNull().default("outbox"),
    error: text("error"),
    /** Delivery attempts made so far (the first send included). */
    attempts: integer("attempts").notNull().default(0),
    /** When the mail-retry job tries a failed mail again; null when it no longer will. */
    nextAttemptAt: at("next_attempt_at"),
    /** A calendar invitation sent with the mail (text/calendar and an invite.ics), if any. */
    calendar: jsonb("calendar").$type<MailCalendar>(),
    createdAt: createdAt(),
    sentAt: at("sent_at"),
  },
  (table) => [
    index("mail_outbox_created_at_idx").on(table.createdAt),
    // The mails the retry job and the console's operations view look for.
    index("mail_outbox_undelivered_idx")
      .on(table.status, table.createdAt)
      .where(sql`status in ('queued', 'failed')`),
  ],
);

/** A discount code from a partner: the fee becomes its final price (paise). */
export const coupons = pgTable(
  "coupons",
  {
    id: id(),
    code: text("code").notNull(),
    partnerName: text("partner_name").notNull(),
    finalPrice: integer("final_price").notNull(),
    active: boolean("active").notNull().default(true),
    expiresAt: at("expires_at"),
    /** How many applications may use it; null for no limit. */
    usageLimit: integer("usage_limit"),
    /** Uses taken: by unexpired unpaid orders (reserved) and by applications. */
    usedCount: integer("used_count").notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex("coupons_code_upper_idx").on(sql`upper(${table.code})`)],
);

/**
 * An order made with the payment provider for one application fee. The answers travel with it, so
 * a paid founder is never lost even if the browser never confirms (the webhook completes it).
 */
export const paymentOrders = pgTable(
  "payment_orders",
  {
    id: id(),
    /** razorpay or test. */
    provider: text("provider").notNull(),
    providerOrderId: text("provider_order_id").notNull(),
    amount: integer("amount").notNull(),
    currency: text("currency").notNull(),
    couponCode: text("coupon_code"),
    partnerName: text("partner_name"),
    /** Null once an unpaid order is 30 days old (the answers-retention job); the row stays. */
    answers: jsonb("answers"),
    /** created, then paid; or expired: never paid within its lifetime (docs/decisions/010-payments.md). */
    status: text("status").notNull().default("created"),
    /** The end of its lifetime: created_at + ORDER_LIFETIME_MINUTES. */
    expiresAt: at("expires_at").notNull(),
    /** Whether it holds one of its coupon's uses (counted in coupons.used_count). */
    couponReserved: boolean("coupon_reserved").notNull().default(false),
    /** Why its coupon could not be used when it was paid after its lifetime; kept for staff review. */
    couponProblem: text("coupon_problem"),
    paymentId: text("payment_id"),
    paidAt: at("paid_at"),
    /** When the browser sent POST /api/apply for it; a second one is refused. */
    confirmedAt: at("confirmed_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex("payment_orders_provider_order_idx").on(table.providerOrderId),
    // The unpaid orders the expiry looks for.
    index("payment_orders_unpaid_expiry_idx").on(table.expiresAt).where(sql`status = 'created'`),
  ],
);

/** Webhook events already handled, so a replay changes nothing. */
export const paymentEvents = pgTable("payment_events", {
  eventId: text("event_id").primaryKey(),
  type: text("type").notNull(),
  receivedAt: at("received_at").notNull().defaultNow(),
});

/** Binary content (a pitch deck's PDF): bytea, read and written as a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * A founder's private link to /my-application: a random token of which only the hash is kept,
 * long-lived and revocable by staff (docs/decisions/019-founder-access-tokens.md).
 */
export const founderAccessTokens = pgTable(
  "founder_access_tokens",
  {
    id: id(),
    applicationId: uuid("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    createdAt: createdAt(),
    expiresAt: at("expires_at").notNull(),
    revokedAt: at("revoked_at"),
    lastUsedAt: at("last_used_at"),
  },
  (table) => [
    uniqueIndex("founder_access_tokens_hash_idx").on(table.tokenHash),
    index("founder_access_tokens_application_idx").on(table.applicationId),
  ],
);

/**
 * The last receipt number given in each Indian financial year (April to March, "2026-27"):
 * incremented in the transaction that completes a payment, so numbers have no gaps
 * (docs/decisions/026-receipts.md).
 */
export const receiptCounters = pgTable("receipt_counters", {
  financialYear: text("financial_year").primaryKey(),
  lastNumber: integer("last_number").notNull(),
});

/** The receipt of a paid application: its number, and what the document was issued as. */
export const receipts = pgTable(
  "receipts",
  {
    applicationId: uuid("application_id")
      .primaryKey()
      .references(() => applications.id),
    /** NV/2026-27/000123 */
    number: text("number").notNull(),
    financialYear: text("financial_year").notNull(),
    sequence: integer("sequence").notNull(),
    /** Paise, GST included when it is a tax invoice. */
    amount: integer("amount").notNull(),
    /** When the payment was completed: the receipt's date. */
    issuedAt: at("issued_at").notNull(),
    /**
     * Fixed when the document is first produced, so it never changes after: the GSTIN it was
     * issued under (null: a receipt without GST) and the founder's state (tax invoices).
     */
    gstin: text("gstin"),
    founderState: text("founder_state"),
    documentFixedAt: at("document_fixed_at"),
  },
  (table) => [
    uniqueIndex("receipts_number_idx").on(table.number),
    uniqueIndex("receipts_year_sequence_idx").on(table.financialYear, table.sequence),
  ],
);

/**
 * A founder's pitch decks, every version kept: an uploaded PDF (its bytes here, or in object
 * storage) or a link. The newest is the current one (docs/decisions/027-pitch-deck-storage.md).
 */
export const pitchDecks = pgTable(
  "pitch_decks",
  {
    id: id(),
    applicationId: uuid("application_id")
      .notNull()
      .references(() => applications.id),
    /** file or link */
    kind: text("kind").notNull(),
    url: text("url"),
    fileName: text("file_name"),
    size: integer("size"),
    /** The PDF's bytes when kept in the database; null when in object storage or for a link. */
    content: bytea("content"),
    /** The object's key when the PDF is kept in object storage (DECK_S3_*), else null. */
    storageKey: text("storage_key"),
    createdAt: createdAt(),
  },
  (table) => [
    index("pitch_decks_application_idx").on(table.applicationId, table.createdAt),
    // A file's bytes are in exactly one place: the database or the object store.
    check(
      "pitch_decks_file_bytes_check",
      sql`${table.kind} <> 'file' or ((${table.content} is null) <> (${table.storageKey} is null))`,
    ),
  ],
);

/**
 * One reviewer's scorecard of one application (docs/decisions/020-scorecards.md): a score 0–5 per
 * scored topic, a note per topic (the spec's evaluation answer), the red flag. A draft until
 * submitted; its weighted total is stored when submitted and when the weights change.
 */
export const scorecards = pgTable(
  "scorecards",
  {
    id: id(),
    applicationId: uuid("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    reviewerId: uuid("reviewer_id")
      .notNull()
      .references(() => adminUsers.id, { onDelete: "cascade" }),
    scores: jsonb("scores").$type<Record<string, number>>().notNull().default({}),
    notes: jsonb("notes").$type<Record<string, string>>().notNull().default({}),
    redFlag: boolean("red_flag").notNull().default(false),
    weightedTotal: doublePrecision("weighted_total"),
    submittedAt: at("submitted_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex("scorecards_application_reviewer_idx").on(table.applicationId, table.reviewerId),
    index("scorecards_reviewer_idx").on(table.reviewerId, table.applicationId),
  ],
);

/** An admin's weight of a scored topic; a topic without a row weighs 1. */
export const scorecardWeights = pgTable("scorecard_weights", {
  topic: text("topic").primaryKey(),
  weight: integer("weight").notNull(),
  updatedAt: updatedAt(),
});

/** Applications a reviewer took out of their queue: skipped, or a conflict of interest declared. */
export const reviewSetAsides = pgTable(
  "review_set_asides",
  {
    applicationId: uuid("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    reviewerId: uuid("reviewer_id")
      .notNull()
      .references(() => adminUsers.id, { onDelete: "cascade" }),
    /** "skip" or "conflict" (core/schemas/scorecard.ts). */
    reason: text("reason").notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("review_set_asides_application_reviewer_idx").on(
      table.applicationId,
      table.reviewerId,
    ),
    index("review_set_asides_reviewer_idx").on(table.reviewerId),
  ],
);

/**
 * A reviewer's progress through the review queue, kept by triggers (migration
 * 0021_review_progress_triggers.sql) in the transaction of every change that moves it: their
 * submitted scorecards and their set-asides among the applications in the queue (not Resolved).
 * "Next" reads one row instead of counting (docs/decisions/020-scorecards.md, addendum).
 */
export const reviewerProgress = pgTable("reviewer_progress", {
  reviewerId: uuid("reviewer_id")
    .primaryKey()
    .references(() => adminUsers.id, { onDelete: "cascade" }),
  reviewed: integer("reviewed").notNull().default(0),
  setAside: integer("set_aside").notNull().default(0),
});

/** How many applications are in the review queue (not Resolved): one row, kept by the same triggers. */
export const reviewQueueSize = pgTable("review_queue_size", {
  singleton: boolean("singleton").primaryKey().default(true),
  applications: integer("applications").notNull().default(0),
});

/** The internal thread of an application: staff only, never shown to the founder. */
export const applicationComments = pgTable(
  "application_comments",
  {
    id: id(),
    applicationId: uuid("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    authorId: uuid("author_id").references(() => adminUsers.id, { onDelete: "set null" }),
    authorName: text("author_name").notNull(),
    body: text("body").notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index("application_comments_application_idx").on(table.applicationId, table.createdAt),
  ],
);

/**
 * A pitch slot staff publish in Assignments: when, how long, and who represents the firm
 * (docs/decisions/021-pitch-slots-and-drafts.md). Booked through pitch_bookings.
 */
export const pitchSlots = pgTable(
  "pitch_slots",
  {
    id: id(),
    startsAt: at("starts_at").notNull(),
    durationMinutes: integer("duration_minutes").notNull(),
    representativeName: text("representative_name").notNull(),
    representativeEmail: text("representative_email").notNull(),
    createdAt: createdAt(),
  },
  (table) => [index("pitch_slots_starts_at_idx").on(table.startsAt)],
);

/**
 * A founder's booking of a slot. The database holds both rules: one booking per application
 * (unique application_id) and one founder per slot (unique slot_id), so two founders booking one
 * slot at once cannot both win, whatever the instances. `sequence` counts the invitation's changes
 * (RFC 5545 SEQUENCE); the meeting is the one it made in Assignments.
 */
export const pitchBookings = pgTable(
  "pitch_bookings",
  {
    id: id(),
    applicationId: uuid("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    slotId: uuid("slot_id")
      .notNull()
      .references(() => pitchSlots.id, { onDelete: "restrict" }),
    meetingId: uuid("meeting_id").references(() => meetings.id, { onDelete: "set null" }),
    sequence: integer("sequence").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex("pitch_bookings_application_idx").on(table.applicationId),
    uniqueIndex("pitch_bookings_slot_idx").on(table.slotId),
  ],
);

/** A decision e-mail's text as admins edited it; a kind without a row uses the built-in default. */
export const mailTemplates = pgTable("mail_templates", {
  kind: text("kind").primaryKey(),
  subject: text("subject").notNull(),
  body: text("body").notNull(),
  updatedBy: text("updated_by").notNull(),
  updatedAt: updatedAt(),
});

/**
 * An application saved with "Save and continue later": the answers so far and the step (never
 * payment details). Reached through its links (draft_links, hashed tokens); reminded once after
 * three days; removed 30 days after its last save (docs/decisions/021-pitch-slots-and-drafts.md).
 */
export const applicationDrafts = pgTable(
  "application_drafts",
  {
    id: id(),
    email: text("email").notNull(),
    step: integer("step").notNull(),
    answers: jsonb("answers").$type<Record<string, string>>().notNull(),
    remindedAt: at("reminded_at"),
    /** Set when an application came in from the same address; the answers are then cleared. */
    submittedAt: at("submitted_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index("application_drafts_updated_at_idx").on(table.updatedAt),
    index("application_drafts_email_idx").on(sql`lower(${table.email})`),
  ],
);

/** A resume link of a draft: only the sha256 of its token is kept. */
export const draftLinks = pgTable(
  "draft_links",
  {
    tokenHash: text("token_hash").primaryKey(),
    draftId: uuid("draft_id")
      .notNull()
      .references(() => applicationDrafts.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (table) => [index("draft_links_draft_idx").on(table.draftId)],
);

/**
 * An event of the Events page, run from the console (docs/decisions/024-events-and-cohorts.md):
 * the instant it starts (UTC) and the IANA zone its wall time is shown in.
 */
export const events = pgTable(
  "events",
  {
    id: id(),
    title: text("title").notNull(),
    visibility: text("visibility").notNull(),
    startsAt: at("starts_at").notNull(),
    timeZone: text("time_zone").notNull(),
    venue: text("venue").notNull(),
    summary: text("summary").notNull(),
    /** One slot a line, "HH:MM what happens". */
    programme: text("programme").notNull().default(""),
    whoAttends: text("who_attends").notNull().default(""),
    /** One note a line. */
    notes: text("notes").notNull().default(""),
    registration: text("registration").notNull(),
    registrationUrl: text("registration_url").notNull().default(""),
    status: text("status").notNull().default("draft"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("events_status_starts_idx").on(table.status, table.startsAt)],
);

/** A cohort of the home page's card, run from the console: calendar days in its place's zone. */
export const cohorts = pgTable(
  "cohorts",
  {
    id: id(),
    name: text("name").notNull(),
    startDate: date("start_date", { mode: "string" }).notNull(),
    lengthDays: integer("length_days").notNull(),
    place: text("place").notNull(),
    sponsorship: text("sponsorship").notNull(),
    applicationDeadline: date("application_deadline", { mode: "string" }).notNull(),
    timeZone: text("time_zone").notNull(),
    summary: text("summary").notNull().default(""),
    status: text("status").notNull().default("draft"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("cohorts_status_start_idx").on(table.status, table.startDate)],
);
