import { sql } from "drizzle-orm";
import { APPLICATION_FEE_PAISE } from "../../core/constants";
import type { Database } from "../db/client";
import { paymentOrders } from "../db/schema/payments";
import { inMonth, rowsOf, windowMonths } from "./insights-sql";

export type FeesRow = {
  month: string;
  paid: number;
  amount: number | string;
  discounted: number;
  discount: number | string;
};

/**
 * The application fees paid month by month (paise), in one query. An order keeps what was paid,
 * not the list price: with a coupon the price is the coupon's final price, without one the fee
 * (api/payments/coupons.ts), so what a coupon took off is the fee less what was paid. A coupon
 * that makes the application free makes no order, and is no fee.
 */
export const feesByMonth = (db: Database, now: Date) =>
  rowsOf<FeesRow>(
    db,
    sql`select months.month, fees.*
    from ${windowMonths(now)} as months
      cross join lateral (select count(*)::int as paid,
          coalesce(sum(${paymentOrders.amount}), 0) as amount,
          (count(*) filter (where ${paymentOrders.couponCode} is not null))::int as discounted,
          coalesce(sum(${sql.raw(String(APPLICATION_FEE_PAISE))} - ${paymentOrders.amount})
            filter (where ${paymentOrders.couponCode} is not null), 0) as discount
        from ${paymentOrders} where ${inMonth(paymentOrders.paidAt)}) as fees
    order by months.month`,
  );
