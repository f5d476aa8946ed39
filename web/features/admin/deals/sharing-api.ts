import type { z } from "zod";
import type { MessageSchema } from "../../../../core/schemas/common";
import type {
  DealSharingSchema,
  ShareCandidatesSchema,
  ShareInputSchema,
  ShareResultSchema,
} from "../../../../core/schemas/deal-sharing";
import { api } from "../../../lib/api";

const auth = { auth: true } as const;
const base = (applicationId: string) =>
  `/api/admin/applications/${encodeURIComponent(applicationId)}`;

/** The console's calls for sharing a deal with affiliated firms (api/routes/deals/memo). */
export const sharingApi = {
  candidates: (applicationId: string, signal?: AbortSignal) =>
    api.get<typeof ShareCandidatesSchema>(`${base(applicationId)}/share-candidates`, {
      ...auth,
      signal,
    }),
  sharing: (applicationId: string, signal?: AbortSignal) =>
    api.get<typeof DealSharingSchema>(`${base(applicationId)}/shares`, { ...auth, signal }),
  share: (applicationId: string, input: z.input<typeof ShareInputSchema>) =>
    api.post<typeof ShareResultSchema>(`${base(applicationId)}/shares`, input, auth),
  shareLatest: (applicationId: string) =>
    api.post<typeof ShareResultSchema>(`${base(applicationId)}/shares/latest`, {}, auth),
  deckDownload: (shareId: string, allowed: boolean) =>
    api.post<typeof MessageSchema>(
      `/api/admin/deal-shares/${encodeURIComponent(shareId)}/deck-download`,
      { allowed },
      auth,
    ),
  revokeShare: (shareId: string) =>
    api.post<typeof MessageSchema>(
      `/api/admin/deal-shares/${encodeURIComponent(shareId)}/revoke`,
      {},
      auth,
    ),
  revokeLink: (linkId: string) =>
    api.post<typeof MessageSchema>(
      `/api/admin/deal-links/${encodeURIComponent(linkId)}/revoke`,
      {},
      auth,
    ),
};
