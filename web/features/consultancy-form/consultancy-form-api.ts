import type { z } from "zod";
import type {
  ConsultancyRequestCreatedSchema,
  ConsultancyRequestInputSchema,
} from "../../../core/schemas/consultancy-request";
import { api } from "../../lib/api";

/** The consultancy form's call (schemas as types only). */
export const consultancyFormApi = {
  send: (input: z.input<typeof ConsultancyRequestInputSchema>) =>
    api.post<typeof ConsultancyRequestCreatedSchema>("/api/consultancy-requests", input),
};
