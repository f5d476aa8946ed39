import { type SQL, sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { Language } from "../../../core/languages";
import type { FirmPerson } from "../../../core/schemas/deal-firm";
import type { ReportScorecard } from "../../../core/schemas/scorecard";
import { at, createdAt, id, searchText, trigramIndex, updatedAt } from "../columns";
import { applications } from "./applications";
import { adminUsers } from "./staff";

/**
 * An affiliated firm of the syndicated network (docs/decisions/056-affiliated-firms.md). Its
 * people are a list on the row: they are edited, imported and exported with the firm, and a
 * shared deal keeps the name and address it was sent to.
 */
export const affiliatedFirms = pgTable(
  "affiliated_firms",
  {
    id: id(),
    name: text("name").notNull(),
    domains: jsonb("domains").$type<string[]>().notNull().default([]),
    sectors: jsonb("sectors").$type<string[]>().notNull().default([]),
    stages: jsonb("stages").$type<string[]>().notNull().default([]),
    regions: jsonb("regions").$type<string[]>().notNull().default([]),
    chequeMin: bigint("cheque_min", { mode: "number" }),
    chequeMax: bigint("cheque_max", { mode: "number" }),
    chequeCurrency: text("cheque_currency").notNull().default("USD"),
    neverSend: boolean("never_send").notNull().default(false),
    neverSendReason: text("never_send_reason").notNull().default(""),
    /** What the list's filter reads (core/schemas/deal-firm.ts FIRM_SEND_STATUSES). */
    sendStatus: text("send_status")
      .notNull()
      .generatedAlwaysAs(
        (): SQL => sql`case when never_send then 'Never send' else 'May be sent' end`,
      ),
    notes: text("notes").notNull().default(""),
    people: jsonb("people").$type<FirmPerson[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    searchText: searchText(`name || ' ' || domains::text || ' ' || people::text || ' ' || notes`),
  },
  (table) => [
    // A firm is known by its name: the CSV import updates the firm of the same name.
    uniqueIndex("affiliated_firms_name_idx").on(sql`lower(${table.name})`),
    index("affiliated_firms_created_at_idx").on(table.createdAt, table.id),
    trigramIndex("affiliated_firms_search_idx", table.searchText),
  ],
);

/**
 * The analyst memo of an application, one row per version (docs/decisions/057-deal-memo.md): the
 * analysts' text, and the scorecards' summary as it stood when the version was last saved. A
 * version once shared (`shared_at`) is locked: a change is a new version.
 */
export const dealMemos = pgTable(
  "deal_memos",
  {
    id: id(),
    applicationId: uuid("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    summary: text("summary").notNull().default(""),
    risks: text("risks").notNull().default(""),
    proposedTerms: text("proposed_terms").notNull().default(""),
    roundSize: bigint("round_size", { mode: "number" }),
    roundCurrency: text("round_currency").notNull().default("USD"),
    /** What changed since the version before (empty for the first). */
    changeNote: text("change_note").notNull().default(""),
    scorecard: jsonb("scorecard").$type<ReportScorecard>().notNull(),
    sharedAt: at("shared_at"),
    editedById: uuid("edited_by_id").references(() => adminUsers.id, { onDelete: "set null" }),
    editedByName: text("edited_by_name").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex("deal_memos_application_version_idx").on(table.applicationId, table.version),
  ],
);

/**
 * A deal (an application's memo) shared with a firm (docs/decisions/058-deal-sharing.md): which
 * version went, by whom, and whether it was revoked for the whole firm.
 */
export const dealShares = pgTable(
  "deal_shares",
  {
    id: id(),
    applicationId: uuid("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    firmId: uuid("firm_id")
      .notNull()
      .references(() => affiliatedFirms.id, { onDelete: "cascade" }),
    memoId: uuid("memo_id")
      .notNull()
      .references(() => dealMemos.id, { onDelete: "cascade" }),
    sharedById: uuid("shared_by_id").references(() => adminUsers.id, { onDelete: "set null" }),
    sharedByName: text("shared_by_name").notNull(),
    createdAt: createdAt(),
    revokedAt: at("revoked_at"),
    /**
     * When the firm is asked to answer by (docs/product.md, section 5.10): the end of a business
     * day (core/business-days.ts); null for a deal shared before respond-by dates existed.
     */
    respondBy: at("respond_by"),
    /**
     * When the firm's silence past respond_by was recorded, once, by the deal reminders' job
     * (api/deals/no-answers.ts); a later answer leaves it, the record of a late answer.
     */
    noAnswerAt: at("no_answer_at"),
    /** Whether the firm's people may download the deck, stamped (docs/decisions/060-deal-room-deck.md). */
    deckDownload: boolean("deck_download").notNull().default(false),
    /**
     * What the firm has answered and seen of the deal, kept by triggers from deal_answers and
     * deal_access_events whatever writes them (migration 0053,
     * docs/decisions/083-share-answers-kept-on-the-share.md), for the Insights screen's count over
     * every share: when it first answered, its answer now (the newest answer's kind, amount and
     * currency), and whether its people viewed the memo. Nothing else writes them.
     */
    firstAnsweredAt: at("first_answered_at"),
    answerKind: text("answer_kind"),
    answerAmount: bigint("answer_amount", { mode: "number" }),
    answerCurrency: text("answer_currency"),
    memoViewed: boolean("memo_viewed").notNull().default(false),
  },
  (table) => [
    uniqueIndex("deal_shares_application_firm_idx").on(table.applicationId, table.firmId),
    index("deal_shares_firm_idx").on(table.firmId),
    // Insights' firms (api/insights/firms-repository.ts): the answered shares and the circled ones,
    // a firm's after another's, read from the index alone for the medians and the amounts.
    index("deal_shares_answered_idx")
      .on(table.firmId, table.createdAt, table.firstAnsweredAt)
      .where(sql`${table.firstAnsweredAt} is not null`),
    index("deal_shares_circled_idx")
      .on(table.firmId, table.createdAt, table.answerCurrency, table.answerAmount)
      .where(sql`${table.answerKind} in ('soft-circle', 'hard-circle')`),
  ],
);

/** One person's own link to a shared deal: the token's hash, its expiry, the terms they accepted. */
export const dealLinks = pgTable(
  "deal_links",
  {
    id: id(),
    shareId: uuid("share_id")
      .notNull()
      .references(() => dealShares.id, { onDelete: "cascade" }),
    personName: text("person_name").notNull(),
    email: text("email").notNull(),
    tokenHash: text("token_hash").notNull(),
    createdAt: createdAt(),
    expiresAt: at("expires_at").notNull(),
    revokedAt: at("revoked_at"),
    /** The confidentiality terms, accepted once: by which address, when, from where. */
    termsAcceptedAt: at("terms_accepted_at"),
    termsAcceptedBy: text("terms_accepted_by"),
    termsIp: text("terms_ip"),
    /**
     * The language of the person's deal mails, copied from the firm's person when the deal was
     * shared (docs/decisions/086-deal-room-language.md): "en" or "ar".
     */
    language: text("language").$type<Language>().notNull().default("en"),
  },
  (table) => [
    uniqueIndex("deal_links_token_idx").on(table.tokenHash),
    index("deal_links_share_idx").on(table.shareId),
  ],
);

/** A one-time code sent to an address to prove it, before a link opens anything. */
export const dealLinkCodes = pgTable(
  "deal_link_codes",
  {
    id: id(),
    linkId: uuid("link_id")
      .notNull()
      .references(() => dealLinks.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    codeHash: text("code_hash").notNull(),
    attempts: integer("attempts").notNull().default(0),
    createdAt: createdAt(),
    expiresAt: at("expires_at").notNull(),
    usedAt: at("used_at"),
  },
  (table) => [index("deal_link_codes_link_idx").on(table.linkId, table.email)],
);

/** A firm viewer's session, after the address was proved: no staff session, one link's deal only. */
export const dealViewerSessions = pgTable(
  "deal_viewer_sessions",
  {
    id: id(),
    linkId: uuid("link_id")
      .notNull()
      .references(() => dealLinks.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    tokenHash: text("token_hash").notNull(),
    createdAt: createdAt(),
    expiresAt: at("expires_at").notNull(),
    lastSeenAt: at("last_seen_at"),
  },
  (table) => [uniqueIndex("deal_viewer_sessions_token_idx").on(table.tokenHash)],
);

/** Every access to a shared deal, and every refusal: who, what, when, from where. */
export const dealAccessEvents = pgTable(
  "deal_access_events",
  {
    id: id(),
    applicationId: uuid("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    firmId: uuid("firm_id").references(() => affiliatedFirms.id, { onDelete: "cascade" }),
    linkId: uuid("link_id").references(() => dealLinks.id, { onDelete: "set null" }),
    email: text("email").notNull().default(""),
    event: text("event").notNull(),
    ip: text("ip").notNull().default(""),
    createdAt: createdAt(),
  },
  (table) => [
    index("deal_access_events_application_idx").on(table.applicationId, table.createdAt),
    // A firm's memo views of a deal, which its share's memo_viewed follows (migration 0053).
    index("deal_access_events_memo_viewed_idx")
      .on(table.applicationId, table.firmId)
      .where(sql`${table.event} = 'memo viewed'`),
  ],
);

/**
 * The reminders of a respond-by date sent to a person's link (docs/product.md, section 5.10): each
 * kind once ("before": 3 business days before the date; "on-the-day"), never again.
 */
export const dealReminders = pgTable(
  "deal_reminders",
  {
    linkId: uuid("link_id")
      .notNull()
      .references(() => dealLinks.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    sentAt: at("sent_at").notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.linkId, table.kind] })],
);

/**
 * A link in a mail that answers for a person's deal link (docs/decisions/080-answers-from-the-mail.md):
 * its token's hash, one per mail (the share's and each reminder's), live while the deal link is.
 * Following it shows the answer and asks to confirm; only the confirming post records anything.
 */
export const dealAnswerLinks = pgTable(
  "deal_answer_links",
  {
    id: id(),
    linkId: uuid("link_id")
      .notNull()
      .references(() => dealLinks.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("deal_answer_links_token_idx").on(table.tokenHash),
    index("deal_answer_links_link_idx").on(table.linkId),
  ],
);
