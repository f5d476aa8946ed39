import type { z } from "zod";
import type { ContactCreatedSchema, ContactInputSchema } from "../../../core/schemas/contact";
import { api } from "../../lib/api";

/** The contact page's call (schemas as types only: the form bundles the one it validates with). */
export const contactApi = {
  send: (input: z.input<typeof ContactInputSchema>) =>
    api.post<typeof ContactCreatedSchema>("/api/contact", input),
};
