import type { z } from "zod";
import type { MessageSchema } from "../../../core/schemas/common";
import type {
  FounderApplicationSchema,
  FounderLinkRequestSchema,
} from "../../../core/schemas/founder";
import { api } from "../../lib/api";
import { founderToken } from "../../lib/founder-token";

/** The founder's page's calls: each sends the private link's token in its header. */
export const founderApi = {
  application: () =>
    api.get<typeof FounderApplicationSchema>("/api/my-application", {
      headers: founderToken.headers(),
    }),
  /** "E-mail me my link": needs no token, answers the same for every address. */
  emailLink: (input: z.input<typeof FounderLinkRequestSchema>) =>
    api.post<typeof MessageSchema>("/api/my-application/link", input),
};
