import type { z } from "zod";
import type { MemoInputSchema, MemoSchema } from "../../../../core/schemas/deal-memo";
import { api } from "../../../lib/api";

const auth = { auth: true } as const;
const memoPath = (applicationId: string) =>
  `/api/admin/applications/${encodeURIComponent(applicationId)}/memo`;

/** The console's calls for an application's analyst memo (api/routes/deals/memo). */
export const memoApi = {
  get: (applicationId: string, signal?: AbortSignal) =>
    api.get<typeof MemoSchema>(memoPath(applicationId), { ...auth, signal }),
  saveDraft: (applicationId: string, memo: z.input<typeof MemoInputSchema>) =>
    api.put<typeof MemoSchema>(memoPath(applicationId), memo, auth),
  startVersion: (applicationId: string, memo: z.input<typeof MemoInputSchema>) =>
    api.post<typeof MemoSchema>(`${memoPath(applicationId)}/versions`, memo, auth),
};
