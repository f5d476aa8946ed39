import { desc } from "drizzle-orm";
import type { FundingInterest, FundingInterestInput } from "../../core/schemas/funding-interest";
import type { Database } from "../db/client";
import { fundingInterest } from "../db/schema/public-forms";
import type { ListSource } from "../lists/list-page";

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
/** Stores the modal's answers; a blank company is stored as none. */
export async function createFundingInterest(db: Database, input: FundingInterestInput) {
  const { company, ...rest } = input;
  const [row] = await db
    .insert(fundingInterest)
    .values({ ...rest, company: company ? company : null })
    .returning({ id: fundingInterest.id, createdAt: fundingInterest.createdAt });
  if (!row) throw new Error("insert returned no row");
  return { _id: row.id, createdAt: row.createdAt.toISOString() };
}

export async function listFundingInterest(db: Database): Promise<FundingInterest[]> {
  const rows = await db
    .select()
    .from(fundingInterest)
    .orderBy(desc(fundingInterest.createdAt), desc(fundingInterest.id));
  return rows.map(toFundingInterest);
}

/** What the console's paged list and CSV of this table read (api/lists/list-page.ts). */
export const fundingInterestList: ListSource<FundingInterestRow, FundingInterest> = {
  table: fundingInterest,
  searchColumn: fundingInterest.searchText,
  toItem: toFundingInterest,
};
