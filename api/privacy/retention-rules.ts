import { and, inArray, isNotNull, lt, ne, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import {
  APPLICATION_RETENTION_YEARS,
  AUDIT_RETENTION_YEARS,
  DEAL_ACCESS_RETENTION_MONTHS,
  DEAL_CODE_RETENTION_DAYS,
  DEAL_NOTIFICATION_RETENTION_DAYS,
  ENQUIRY_RETENTION_MONTHS,
  INVOICE_RETENTION_YEARS,
  LEFT_SUBSCRIBER_RETENTION_DAYS,
  MAIL_RETENTION_MONTHS,
  SIGN_IN_RETENTION_DAYS,
} from "../../core/retention";
import { DRAFT_KEPT_DAYS } from "../application-drafts/drafts";
import type { Database } from "../db/client";
import { applicationDrafts } from "../db/schema/application-drafts";
import { applications } from "../db/schema/applications";
import { auditEvents } from "../db/schema/audit";
import { dealNotifications } from "../db/schema/deal-questions";
import { dealAccessEvents, dealLinkCodes, dealViewerSessions } from "../db/schema/deals";
import { mailOutbox } from "../db/schema/mail";
import { subscribers } from "../db/schema/newsletter";
import { paymentOrders } from "../db/schema/payments";
import {
  consultancyLeads,
  consultancyRequests,
  contacts,
  fundingInterest,
  pitchLeads,
} from "../db/schema/public-forms";
import { receipts } from "../db/schema/receipts";
import {
  adminSessions,
  loginFailures,
  signInChallenges,
  staffInvitations,
} from "../db/schema/staff";
import { UNPAID_ANSWERS_KEPT_DAYS } from "../payments/unpaid-answers";
import { eraseApplicationRows } from "./erasure-repository";

// What the retention job removes or reduces, rule by rule (docs/decisions/051-retention-and-erasure.md).
// Each rule finds its records past their date (the dry run shows exactly those) and removes exactly
// the ones it is given, so the run does what its preview listed.

/** One record a rule would remove or reduce, as the console lists it. */
export type RetentionRecord = { id: string; label: string; at: Date };

export type RetentionRule = {
  id: string;
  /** What the records are, plural: "contact messages". */
  label: string;
  /** Why they go: "last changed more than 24 months ago". */
  reason: string;
  /** remove: the rows go; reduce: the rows stay, without the personal data. */
  action: "remove" | "reduce";
  /** Records whose date is before this go. */
  cutoff(now: Date): Date;
  find(db: Database, cutoff: Date): Promise<RetentionRecord[]>;
  /** Removes or reduces these records; answers objects to delete from the deck store after commit. */
  apply(tx: Database, ids: string[], now: Date): Promise<{ storageKeys?: string[] }>;
};

const DAY = 24 * 3600_000;
const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY);
const monthsBefore = (now: Date, months: number) => {
  const moment = new Date(now);
  moment.setUTCMonth(moment.getUTCMonth() - months);
  return moment;
};
const yearsBefore = (now: Date, years: number) => monthsBefore(now, years * 12);

/**
 * The start of the Indian financial year (1 April, India time) holding `moment`: a receipt issued
 * before it belongs to a year that ended before `moment`.
 */
export function financialYearStart(moment: Date): Date {
  const india = new Date(moment.getTime() + 5.5 * 3600_000);
  const year = india.getUTCMonth() >= 3 ? india.getUTCFullYear() : india.getUTCFullYear() - 1;
  return new Date(Date.UTC(year, 3, 1) - 5.5 * 3600_000);
}

const BATCH = 1000;
async function inBatches(ids: string[], run: (batch: string[]) => Promise<unknown>) {
  for (let start = 0; start < ids.length; start += BATCH)
    await run(ids.slice(start, start + BATCH));
}

/** A rule that deletes rows of one table whose date column is before the cutoff. */
function removeRows(options: {
  id: string;
  label: string;
  reason: string;
  cutoff(now: Date): Date;
  table: PgTable;
  idColumn: PgColumn;
  dateColumn: PgColumn | SQL;
  labelColumn: PgColumn | SQL;
  where?: SQL;
}): RetentionRule {
  return {
    id: options.id,
    label: options.label,
    reason: options.reason,
    action: "remove",
    cutoff: options.cutoff,
    async find(db, cutoff) {
      return (await db
        .select({ id: options.idColumn, label: options.labelColumn, at: options.dateColumn })
        .from(options.table)
        .where(and(sql`${options.dateColumn} < ${cutoff}`, options.where))
        .orderBy(options.dateColumn)) as RetentionRecord[];
    },
    async apply(tx, ids) {
      await inBatches(ids, (batch) =>
        tx.delete(options.table).where(inArray(options.idColumn, batch)),
      );
      return {};
    },
  };
}

/** An enquiry form's rows, which go once they are older than the enquiry period. */
function enquiryRule(
  id: string,
  label: string,
  table: PgTable & { id: PgColumn; createdAt: PgColumn },
  labelColumn: PgColumn,
): RetentionRule {
  return removeRows({
    id,
    label,
    reason: `more than ${ENQUIRY_RETENTION_MONTHS} months old`,
    cutoff: (now) => monthsBefore(now, ENQUIRY_RETENTION_MONTHS),
    table,
    idColumn: table.id,
    dateColumn: table.createdAt,
    labelColumn,
  });
}

const asDate = (expression: SQL) => expression.mapWith((value) => new Date(value));

export const RETENTION_RULES: RetentionRule[] = [
  {
    id: "applications",
    label: "applications, with their decks, scores, comments and bookings",
    reason: `submitted more than ${APPLICATION_RETENTION_YEARS} years ago; a paid one's receipt stays, stripped to what the invoice shows`,
    action: "remove",
    cutoff: (now) => yearsBefore(now, APPLICATION_RETENTION_YEARS),
    async find(db, cutoff) {
      return db
        .select({
          id: applications.id,
          label: sql<string>`${applications.startupName} || ' (' || ${applications.email} || ')'`,
          at: applications.createdAt,
        })
        .from(applications)
        .where(lt(applications.createdAt, cutoff))
        .orderBy(applications.createdAt);
    },
    async apply(tx, ids, now) {
      const storageKeys: string[] = [];
      for (const id of ids) {
        const erased = await eraseApplicationRows(tx, id, now);
        storageKeys.push(...(erased?.storageKeys ?? []));
      }
      return { storageKeys };
    },
  },
  {
    id: "receipts",
    label: "receipts and tax invoices of erased applications",
    reason: `of a financial year that ended more than ${INVOICE_RETENTION_YEARS} years ago`,
    action: "remove",
    cutoff: (now) => financialYearStart(yearsBefore(now, INVOICE_RETENTION_YEARS)),
    async find(db, cutoff) {
      return db
        .select({ id: receipts.applicationId, label: receipts.number, at: receipts.issuedAt })
        .from(receipts)
        .where(and(lt(receipts.issuedAt, cutoff), isNotNull(receipts.erasedAt)))
        .orderBy(receipts.issuedAt);
    },
    async apply(tx, ids) {
      await inBatches(ids, async (batch) => {
        const gone = await tx
          .delete(receipts)
          .where(inArray(receipts.applicationId, batch))
          .returning({ orderId: receipts.orderId });
        const orders = gone.flatMap((row) => (row.orderId ? [row.orderId] : []));
        // The order was the payment's reference; it goes with the invoice it backed.
        if (orders.length > 0)
          await tx.delete(paymentOrders).where(inArray(paymentOrders.id, orders));
      });
      return {};
    },
  },
  {
    id: "unpaid-order-answers",
    label: "answers kept with orders never paid",
    reason: `the order made more than ${UNPAID_ANSWERS_KEPT_DAYS} days ago; the order row stays`,
    action: "reduce",
    cutoff: (now) => daysBefore(now, UNPAID_ANSWERS_KEPT_DAYS),
    async find(db, cutoff) {
      return db
        .select({
          id: paymentOrders.id,
          label: sql<string>`coalesce(${paymentOrders.answers}->>'email', ${paymentOrders.providerOrderId})`,
          at: paymentOrders.createdAt,
        })
        .from(paymentOrders)
        .where(
          and(
            ne(paymentOrders.status, "paid"),
            isNotNull(paymentOrders.answers),
            lt(paymentOrders.createdAt, cutoff),
          ),
        )
        .orderBy(paymentOrders.createdAt);
    },
    async apply(tx, ids, now) {
      await inBatches(ids, (batch) =>
        tx
          .update(paymentOrders)
          .set({ answers: null, updatedAt: now })
          .where(inArray(paymentOrders.id, batch)),
      );
      return {};
    },
  },
  removeRows({
    id: "drafts",
    label: "unfinished application drafts",
    reason: `last saved more than ${DRAFT_KEPT_DAYS} days ago`,
    cutoff: (now) => daysBefore(now, DRAFT_KEPT_DAYS),
    table: applicationDrafts,
    idColumn: applicationDrafts.id,
    dateColumn: applicationDrafts.updatedAt,
    labelColumn: applicationDrafts.email,
  }),
  removeRows({
    id: "contacts",
    label: "contact messages",
    reason: `last changed more than ${ENQUIRY_RETENTION_MONTHS} months ago`,
    cutoff: (now) => monthsBefore(now, ENQUIRY_RETENTION_MONTHS),
    table: contacts,
    idColumn: contacts.id,
    dateColumn: contacts.updatedAt,
    labelColumn: contacts.email,
  }),
  enquiryRule("pitch-leads", "AI handbook leads", pitchLeads, pitchLeads.email),
  enquiryRule("consultancy-leads", "founder ebook leads", consultancyLeads, consultancyLeads.email),
  enquiryRule(
    "consultancy-requests",
    "consultancy requests",
    consultancyRequests,
    consultancyRequests.businessName,
  ),
  enquiryRule("funding-interest", "funding interest forms", fundingInterest, fundingInterest.email),
  removeRows({
    id: "left-subscribers",
    label: "newsletter subscribers who left the list",
    reason: `unsubscribed, bounced or complained more than ${LEFT_SUBSCRIBER_RETENTION_DAYS} days ago (the suppression list keeps only a hash of the address)`,
    cutoff: (now) => daysBefore(now, LEFT_SUBSCRIBER_RETENTION_DAYS),
    table: subscribers,
    idColumn: subscribers.id,
    dateColumn: subscribers.leftAt,
    labelColumn: subscribers.email,
    where: isNotNull(subscribers.leftAt),
  }),
  removeRows({
    id: "staff-sessions",
    label: "ended staff sessions",
    reason: `ended more than ${SIGN_IN_RETENTION_DAYS} days ago`,
    cutoff: (now) => daysBefore(now, SIGN_IN_RETENTION_DAYS),
    table: adminSessions,
    idColumn: adminSessions.id,
    dateColumn: asDate(
      sql`least(${adminSessions.expiresAt}, coalesce(${adminSessions.revokedAt}, ${adminSessions.expiresAt}))`,
    ),
    labelColumn: sql<string>`coalesce(${adminSessions.userAgent}, 'session')`,
  }),
  removeRows({
    id: "sign-in-challenges",
    label: "second-step sign-in challenges",
    reason: `expired more than ${SIGN_IN_RETENTION_DAYS} days ago`,
    cutoff: (now) => daysBefore(now, SIGN_IN_RETENTION_DAYS),
    table: signInChallenges,
    idColumn: signInChallenges.id,
    dateColumn: signInChallenges.expiresAt,
    labelColumn: signInChallenges.purpose,
  }),
  removeRows({
    id: "failed-sign-ins",
    label: "failed sign-ins",
    reason: `more than ${SIGN_IN_RETENTION_DAYS} days old`,
    cutoff: (now) => daysBefore(now, SIGN_IN_RETENTION_DAYS),
    table: loginFailures,
    idColumn: loginFailures.id,
    dateColumn: loginFailures.createdAt,
    labelColumn: loginFailures.username,
  }),
  removeRows({
    id: "staff-invitations",
    label: "staff invitations accepted, withdrawn or expired",
    reason: `ended more than ${SIGN_IN_RETENTION_DAYS} days ago`,
    cutoff: (now) => daysBefore(now, SIGN_IN_RETENTION_DAYS),
    table: staffInvitations,
    idColumn: staffInvitations.id,
    dateColumn: asDate(
      sql`coalesce(${staffInvitations.acceptedAt}, ${staffInvitations.revokedAt}, ${staffInvitations.expiresAt})`,
    ),
    labelColumn: staffInvitations.email,
  }),
  removeRows({
    id: "mails",
    label: "mails in the outbox",
    reason: `written more than ${MAIL_RETENTION_MONTHS} months ago`,
    cutoff: (now) => monthsBefore(now, MAIL_RETENTION_MONTHS),
    table: mailOutbox,
    idColumn: mailOutbox.id,
    dateColumn: mailOutbox.createdAt,
    labelColumn: mailOutbox.to,
  }),
  removeRows({
    id: "deal-link-codes",
    label: "one-time codes sent to open a shared deal",
    reason: `expired more than ${DEAL_CODE_RETENTION_DAYS} day ago`,
    cutoff: (now) => daysBefore(now, DEAL_CODE_RETENTION_DAYS),
    table: dealLinkCodes,
    idColumn: dealLinkCodes.id,
    dateColumn: dealLinkCodes.expiresAt,
    labelColumn: dealLinkCodes.email,
  }),
  removeRows({
    id: "deal-viewer-sessions",
    label: "firm viewers' deal room sessions",
    reason: "expired",
    cutoff: (now) => now,
    table: dealViewerSessions,
    idColumn: dealViewerSessions.id,
    dateColumn: dealViewerSessions.expiresAt,
    labelColumn: dealViewerSessions.email,
  }),
  removeRows({
    id: "deal-access-events",
    label: "records of who opened a shared deal",
    reason: `more than ${DEAL_ACCESS_RETENTION_MONTHS} months old`,
    cutoff: (now) => monthsBefore(now, DEAL_ACCESS_RETENTION_MONTHS),
    table: dealAccessEvents,
    idColumn: dealAccessEvents.id,
    dateColumn: dealAccessEvents.createdAt,
    labelColumn: sql<string>`${dealAccessEvents.email} || ' ' || ${dealAccessEvents.event}`,
  }),
  removeRows({
    id: "deal-notifications",
    label: "deal notifications in the console's bell",
    reason: `more than ${DEAL_NOTIFICATION_RETENTION_DAYS} days old`,
    cutoff: (now) => daysBefore(now, DEAL_NOTIFICATION_RETENTION_DAYS),
    table: dealNotifications,
    idColumn: dealNotifications.id,
    dateColumn: dealNotifications.createdAt,
    labelColumn: dealNotifications.text,
  }),
  removeRows({
    id: "audit",
    label: "audit trail rows",
    reason: `more than ${AUDIT_RETENTION_YEARS} years old`,
    cutoff: (now) => yearsBefore(now, AUDIT_RETENTION_YEARS),
    table: auditEvents,
    idColumn: auditEvents.id,
    dateColumn: auditEvents.createdAt,
    labelColumn: sql<string>`${auditEvents.entityType} || ' ' || ${auditEvents.action}`,
  }),
];
