import { boolean, integer, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { at } from "../columns";

/**
 * The last receipt number given in each Indian financial year (April to March, "2026-27"):
 * incremented in the transaction that completes a payment, so numbers have no gaps
 * (docs/decisions/026-receipts.md).
 */
export const receiptCounters = pgTable("receipt_counters", {
  financialYear: text("financial_year").primaryKey(),
  lastNumber: integer("last_number").notNull(),
});

/**
 * The receipt of a paid application: its number, and what the document was issued as. It outlives
 * its application: when the application is erased (at the founder's request, or past its
 * retention) the billed-to details are copied here first, all an invoice needs, and the
 * application goes (docs/decisions/051-retention-and-erasure.md). So no foreign key.
 */
export const receipts = pgTable(
  "receipts",
  {
    applicationId: uuid("application_id").primaryKey(),
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
    /** Set when its application was erased; the columns below then hold what the document shows. */
    erasedAt: at("erased_at"),
    billedName: text("billed_name"),
    billedStartup: text("billed_startup"),
    billedEmail: text("billed_email"),
    couponCode: text("coupon_code"),
    partnerName: text("partner_name"),
    paymentId: text("payment_id"),
    orderId: uuid("order_id"),
    testPayment: boolean("test_payment"),
  },
  (table) => [
    uniqueIndex("receipts_number_idx").on(table.number),
    uniqueIndex("receipts_year_sequence_idx").on(table.financialYear, table.sequence),
  ],
);
