import type { DealAnswerLinkOpeningSchema } from "../../../core/schemas/deal-answer";
import type { DealOpeningSchema } from "../../../core/schemas/deal-sharing";
import { api } from "../../lib/api";

/**
 * The firm viewer's calls from the browser, each with a token (after the "#", which only the
 * browser has) in the body: what a link opens, and whom a mail's answer link answers for. The way
 * in's steps and the answers post to their pages' actions (way-in.tsx, mail-answer.tsx).
 */
export const dealRoomApi = {
  open: (token: string) => api.post<typeof DealOpeningSchema>("/api/deal-room/open", { token }),
  answerLink: (token: string) =>
    api.post<typeof DealAnswerLinkOpeningSchema>("/api/deal-room/answer-link", { token }),
};
