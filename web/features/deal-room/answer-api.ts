import type { DealAnswerInput, FirmAnswerSchema } from "../../../core/schemas/deal-answer";
import { api } from "../../lib/api";

/** The firm's answer on the deal, changed behind the viewer cookie (HttpOnly); the page's loader reads it. */
export const answerApi = {
  save: (answer: DealAnswerInput) =>
    api.put<typeof FirmAnswerSchema>("/api/deal-room/answer", answer),
};
