import type { FounderSideSchema } from "../../../../core/schemas/founder";
import { api } from "../../../lib/api";

const auth = { auth: true } as const;
const base = (applicationId: string) => `/api/admin/applications/${applicationId}`;

/** The founder's side of an application, for staff: links, receipt, pitch decks (schemas as types). */
export const founderSideApi = {
  get: (applicationId: string) =>
    api.get<typeof FounderSideSchema>(`${base(applicationId)}/founder-side`, auth),
  revokeLinks: (applicationId: string) =>
    api.post<typeof FounderSideSchema>(
      `${base(applicationId)}/founder-side/revoke-links`,
      {},
      auth,
    ),
  receipt: (applicationId: string, state?: string) =>
    api.blob(
      `${base(applicationId)}/receipt${state ? `?state=${encodeURIComponent(state)}` : ""}`,
      auth,
    ),
  deck: (applicationId: string, deckId: string) =>
    api.blob(`${base(applicationId)}/decks/${deckId}`, auth),
};
