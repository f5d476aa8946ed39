import type { z } from "zod";
import type {
  RefundRequestSchema,
  RefundsViewSchema,
  StaffRefundSchema,
} from "../../../../core/schemas/refund";
import { api } from "../../../lib/api";

// Types only, as in admin-api.ts: the console's bundle carries the paths, not the schemas.
const auth = { auth: true } as const;
const of = (applicationId: string) => `/api/admin/applications/${applicationId}/refunds`;

/** An application's refunds and their credit notes (docs/decisions/085-refunds-and-credit-notes.md). */
export const refundsApi = {
  get: (applicationId: string) => api.get<typeof RefundsViewSchema>(of(applicationId), auth),
  refund: (applicationId: string, input: z.input<typeof RefundRequestSchema>) =>
    api.post<typeof StaffRefundSchema>(of(applicationId), input, auth),
  creditNote: (applicationId: string, refundId: string) =>
    api.blob(`${of(applicationId)}/${refundId}/credit-note`, auth),
  creditNotesCsv: (month: string) =>
    api.blob(`/api/admin/credit-notes.csv?month=${encodeURIComponent(month)}`, auth),
};
