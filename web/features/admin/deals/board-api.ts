import type { z } from "zod";
import type { MessageSchema } from "../../../../core/schemas/common";
import type {
  DealBoardSchema,
  IntroductionMeetingInputSchema,
} from "../../../../core/schemas/deal-answer";
import { api } from "../../../lib/api";

const auth = { auth: true } as const;
const base = (applicationId: string) =>
  `/api/admin/applications/${encodeURIComponent(applicationId)}`;

/** The console's calls for a deal's syndication board (api/routes/deals/board). */
export const boardApi = {
  board: (applicationId: string, signal?: AbortSignal) =>
    api.get<typeof DealBoardSchema>(`${base(applicationId)}/syndication-board`, {
      ...auth,
      signal,
    }),
  csv: (applicationId: string) => api.blob(`${base(applicationId)}/syndication-board.csv`, auth),
  setMeeting: (
    applicationId: string,
    firmId: string,
    input: z.input<typeof IntroductionMeetingInputSchema>,
  ) =>
    api.post<typeof MessageSchema>(
      `${base(applicationId)}/introductions/${encodeURIComponent(firmId)}/meeting`,
      input,
      auth,
    ),
};
