import type { DealAnswerInput, FirmAnswerSchema } from "../../../core/schemas/deal-answer";
import { api } from "../../lib/api";

/** The firm's answer on the deal: read and changed behind the viewer cookie (HttpOnly). */
export const answerApi = {
  get: () => api.get<typeof FirmAnswerSchema>("/api/deal-room/answer"),
  save: (answer: DealAnswerInput) =>
    api.put<typeof FirmAnswerSchema>("/api/deal-room/answer", answer),
};
