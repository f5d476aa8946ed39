import { desc } from "drizzle-orm";
import type { FundingInterest } from "../../core/schemas/funding-interest";
import type { Database } from "../db/client";
import { fundingInterest } from "../db/schema";

export type FundingInterestRow = typeof fundingInterest.$inferSelect;

export const toFundingInterest = ({
  id,
  createdAt,
  company,
  searchText: _,
  ...interest
}: FundingInterestRow): FundingInterest => ({
  _id: id,
  ...interest,
  company: company ?? "",
  createdAt: createdAt.toISOString(),
});

/** Every submission, newest first (the plain GET; the console pages through the admin list). */
export async function listFundingInterest(db: Database): Promise<FundingInterest[]> {
  const rows = await db
    .select()
    .from(fundingInterest)
    .orderBy(desc(fundingInterest.createdAt), desc(fundingInterest.id));
  return rows.map(toFundingInterest);
}
