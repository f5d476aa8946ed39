import { parseWithZod } from "@conform-to/zod/v4";
import { FundingInterestSchema } from "../../../core/schemas/funding-interest";
import { FounderLeadSchema, HandbookLeadSchema } from "../../../core/schemas/lead";

// The lead forms' browser-side checks, with the server's schemas: loaded when a form is first
// focused, never with the page (web/lib/form-rules.ts).

export const checkHandbookLead = (formData: FormData) =>
  parseWithZod(formData, { schema: HandbookLeadSchema });

export const checkFounderLead = (formData: FormData) =>
  parseWithZod(formData, { schema: FounderLeadSchema });

export const checkFundingInterest = (formData: FormData) =>
  parseWithZod(formData, { schema: FundingInterestSchema });
