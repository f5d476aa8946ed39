import type { z } from "zod";
import type { Language } from "../../../core/languages";
import type {
  FundingInterestCreatedSchema,
  FundingInterestSchema,
} from "../../../core/schemas/funding-interest";
import type {
  FounderLeadSchema,
  HandbookLeadSchema,
  LeadCreatedSchema,
} from "../../../core/schemas/lead";
import { api } from "../../lib/api";

/**
 * POST /api/leads takes either lead: its LeadInputSchema reads any value and hands it to one of
 * these two schemas, so the body is typed by them, with the page's language beside the fields.
 */
type LeadBody = (z.input<typeof FounderLeadSchema> | z.input<typeof HandbookLeadSchema>) & {
  language: Language;
};

/** The calls of the lead pages (schemas as types only: each form bundles the one it checks with). */
export const leadsApi = {
  createLead: (input: LeadBody) => api.post<typeof LeadCreatedSchema>("/api/leads", input),
  sendFundingInterest: (input: z.input<typeof FundingInterestSchema>) =>
    api.post<typeof FundingInterestCreatedSchema>("/api/funding-interest", input),
};
