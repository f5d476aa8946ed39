import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { at, createdAt, id, updatedAt } from "../columns";

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
    /** The language of the page that made it (en or ar): its application's language. */
    language: text("language").notNull().default("en"),
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
    // Insights (api/insights/): the fees paid by month, from the index alone.
    index("payment_orders_paid_idx")
      .on(table.paidAt, table.couponCode, table.amount)
      .where(sql`${table.paidAt} is not null`),
  ],
);

/** Webhook events already handled, so a replay changes nothing. */
export const paymentEvents = pgTable("payment_events", {
  eventId: text("event_id").primaryKey(),
  type: text("type").notNull(),
  receivedAt: at("received_at").notNull().defaultNow(),
});
