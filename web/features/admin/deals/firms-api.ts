import type { z } from "zod";
import type {
  FirmImportResultSchema,
  FirmImportSchema,
  FirmInputSchema,
  FirmSchema,
} from "../../../../core/schemas/deal-firm";
import type { FirmDealRecordSchema } from "../../../../core/schemas/deal-sharing";
import { api } from "../../../lib/api";

const auth = { auth: true } as const;

/** The console's calls for the affiliated firms (api/routes/deals/firms). */
export const firmsApi = {
  firm: (id: string, signal?: AbortSignal) =>
    api.get<typeof FirmSchema>(`/api/admin/affiliated-firms/${encodeURIComponent(id)}`, {
      ...auth,
      signal,
    }),
  shares: (id: string, signal?: AbortSignal) =>
    api.get<typeof FirmDealRecordSchema>(
      `/api/admin/affiliated-firms/${encodeURIComponent(id)}/shares`,
      {
        ...auth,
        signal,
      },
    ),
  create: (firm: z.input<typeof FirmInputSchema>) =>
    api.post<typeof FirmSchema>("/api/admin/affiliated-firms", firm, auth),
  update: (id: string, firm: z.input<typeof FirmInputSchema>) =>
    api.put<typeof FirmSchema>(`/api/admin/affiliated-firms/${encodeURIComponent(id)}`, firm, auth),
  importCsv: (input: z.input<typeof FirmImportSchema>) =>
    api.post<typeof FirmImportResultSchema>("/api/admin/affiliated-firms/import", input, auth),
};
