import type { z } from "zod";
import type { MessageSchema } from "../../../core/schemas/common";
import type { SubscribeSchema } from "../../../core/schemas/newsletter";
import { api } from "../../lib/api";

// The footer is on every page: the schemas are imported as types only, so zod stays out of it.

/** The newsletter signup's call. */
export const newsletterApi = {
  subscribe: (input: z.input<typeof SubscribeSchema>) =>
    api.post<typeof MessageSchema>("/api/newsletter/subscribe", input),
};
