// npm run coupon:create -- --code GULF50 --partner "Gulf Angels" --final-price 250000
//   [--expires 2026-12-31] [--limit 100]
// Adds a coupon: the application fee becomes --final-price (paise; 0 makes the application free).

import { parseArgs } from "node:util";
import { z } from "zod";
import { APPLICATION_FEE_PAISE } from "../../core/constants";
import { formatRupees } from "../../core/money";
import { loadConfigFromEnvironment } from "../config";
import { openConfiguredDatabase } from "../db/client";
import { createCoupon, isCouponCodeTaken } from "../payments/coupons";

const USAGE =
  'Usage: npm run coupon:create -- --code GULF50 --partner "Gulf Angels" --final-price 250000 [--expires 2026-12-31] [--limit 100]';

const ArgsSchema = z.object({
  code: z
    .string("--code is missing")
    .trim()
    .regex(/^[A-Za-z0-9_-]{3,64}$/, "--code needs 3 to 64 letters, digits, _ or -"),
  partner: z.string("--partner is missing").trim().min(1, "--partner is missing").max(200),
  "final-price": z.coerce
    .number("--final-price is missing")
    .int("--final-price is in whole paise")
    .min(0, "--final-price cannot be negative")
    .max(APPLICATION_FEE_PAISE, `--final-price cannot exceed the fee (${APPLICATION_FEE_PAISE})`),
  expires: z.iso
    .date("--expires is a date: YYYY-MM-DD")
    .transform((day) => new Date(`${day}T23:59:59.999+05:30`))
    .optional(),
  limit: z.coerce
    .number()
    .int("--limit is a whole number")
    .min(1, "--limit is at least 1")
    .optional(),
});

async function main() {
  const { values } = parseArgs({
    options: {
      code: { type: "string" },
      partner: { type: "string" },
      "final-price": { type: "string" },
      expires: { type: "string" },
      limit: { type: "string" },
    },
  });
  const parsed = ArgsSchema.safeParse(values);
  if (!parsed.success) {
    throw new Error(`${parsed.error.issues.map((issue) => issue.message).join("\n")}\n${USAGE}`);
  }
  const args = parsed.data;
  const config = loadConfigFromEnvironment();
  const database = await openConfiguredDatabase(config, { poolSize: 1 });
  try {
    if (await isCouponCodeTaken(database.db, args.code)) {
      throw new Error(`A coupon "${args.code}" already exists.`);
    }
    const coupon = await createCoupon(database.db, {
      code: args.code,
      partnerName: args.partner,
      finalPrice: args["final-price"],
      expiresAt: args.expires ?? null,
      usageLimit: args.limit ?? null,
    });
    const expiry = values.expires ? `, valid until the end of ${values.expires} (IST)` : "";
    const limit = coupon.usageLimit ? `, ${coupon.usageLimit} uses` : ", no use limit";
    console.info(
      `Coupon "${coupon.code}" created: ${coupon.partnerName}, final price ${formatRupees(coupon.finalPrice)} (${coupon.finalPrice} paise)${expiry}${limit}.`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
