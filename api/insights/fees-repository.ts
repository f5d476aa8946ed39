import { sql } from "drizzle-orm";
import { APPLICATION_FEE_PAISE } from "../../core/constants";
import type { Database } from "../db/client";
import { paymentOrders } from "../db/schema/payments";
import { monthOf, rowsOf, windowMonths, windowStart } from "./insights-sql";

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
export const feesByMonth = (db: Database) =>
  rowsOf<FeesRow>(
    db,
    sql`with paid as (
      select ${monthOf(sql`${paymentOrders.paidAt}`)} as month, count(*)::int as paid,
        sum(${paymentOrders.amount}) as amount,
        (count(*) filter (where ${paymentOrders.couponCode} is not null))::int as discounted,
        sum(${sql.raw(String(APPLICATION_FEE_PAISE))} - ${paymentOrders.amount})
          filter (where ${paymentOrders.couponCode} is not null) as discount
      from ${paymentOrders} where ${paymentOrders.paidAt} >= ${windowStart} group by 1
    )
    select months.month, coalesce(paid, 0) as paid, coalesce(amount, 0) as amount,
      coalesce(discounted, 0) as discounted, coalesce(discount, 0) as discount
    from ${windowMonths} as months left join paid using (month)
    order by months.month`,
  );
