import { sql } from "drizzle-orm";
import { index, integer, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { at, createdAt, id } from "../columns";

/**
 * Money given back for one captured payment (docs/decisions/085-refunds-and-credit-notes.md): by an
 * admin from an application's record, or automatically for a second capture or a payment no
 * application took. Pending from the moment it is asked for; processed only when the provider's
 * `refund.processed` webhook brings its bank reference (ARN); failed with the provider's reason.
 * It outlives an erased application, like the receipt its credit note stands against.
 */
export const refunds = pgTable(
  "refunds",
  {
    id: id(),
    /** Our order the payment was made against. */
    orderId: uuid("order_id").notNull(),
    /** The application the payment paid for; null for a payment no application took. */
    applicationId: uuid("application_id"),
    /** The provider's payment id being refunded. */
    paymentId: text("payment_id").notNull(),
    /** The provider's refund id, once its API answered (or its webhook came first). */
    providerRefundId: text("provider_refund_id"),
    /** Paise. */
    amount: integer("amount").notNull(),
    /** One of REFUND_REASONS (core/constants.ts). */
    reason: text("reason").notNull(),
    /** The admin's words, or the automatic refund's explanation. */
    note: text("note").notNull().default(""),
    /** pending, processed or failed. */
    status: text("status").notNull().default("pending"),
    /** The bank's reference of a processed refund (acquirer reference number). */
    arn: text("arn"),
    /** Why the provider refused or failed it, as the provider said. */
    failureReason: text("failure_reason"),
    /** The staff member who asked for it; null for an automatic refund. */
    requestedBy: uuid("requested_by"),
    createdAt: createdAt(),
    processedAt: at("processed_at"),
    failedAt: at("failed_at"),
  },
  (table) => [
    uniqueIndex("refunds_provider_refund_idx").on(table.providerRefundId),
    index("refunds_order_idx").on(table.orderId),
    index("refunds_application_idx").on(table.applicationId),
    // One automatic refund per extra payment, however often reconciliation finds it.
    uniqueIndex("refunds_automatic_payment_idx")
      .on(table.paymentId)
      .where(sql`${table.requestedBy} is null`),
  ],
);

/**
 * The last credit-note number given in each Indian financial year: incremented in the transaction
 * that records a refund as processed, so the series has no gaps (as receipt_counters).
 */
export const creditNoteCounters = pgTable("credit_note_counters", {
  financialYear: text("financial_year").primaryKey(),
  lastNumber: integer("last_number").notNull(),
});

/**
 * The credit note of a processed refund of a taxed payment, against the application's receipt
 * (never edited). Its amounts are fixed when it is issued.
 */
export const creditNotes = pgTable(
  "credit_notes",
  {
    refundId: uuid("refund_id").primaryKey(),
    applicationId: uuid("application_id").notNull(),
    /** NV/CN/2026-27/000001 */
    number: text("number").notNull(),
    financialYear: text("financial_year").notNull(),
    sequence: integer("sequence").notNull(),
    /** The receipt (tax invoice) it stands against: its number and date. */
    receiptNumber: text("receipt_number").notNull(),
    receiptIssuedAt: at("receipt_issued_at").notNull(),
    /** Paise: the money given back, and its parts reversed (IGST, or CGST and SGST). */
    amount: integer("amount").notNull(),
    taxable: integer("taxable").notNull(),
    cgst: integer("cgst"),
    sgst: integer("sgst"),
    igst: integer("igst"),
    issuedAt: at("issued_at").notNull(),
  },
  (table) => [
    uniqueIndex("credit_notes_number_idx").on(table.number),
    uniqueIndex("credit_notes_year_sequence_idx").on(table.financialYear, table.sequence),
    index("credit_notes_issued_idx").on(table.issuedAt),
  ],
);
