import { expireUnpaidOrders } from "../payments/orders";
import type { JobDefinition } from "./runner";

/** Every 5 minutes: unpaid orders past their lifetime expire and give their coupon uses back. */
export const orderExpiryJob: JobDefinition = {
  name: "order-expiry",
  cron: "*/5 * * * *",
  title: "expire unpaid orders",
  run: ({ db }, now) => expireUnpaidOrders(db, now),
};
