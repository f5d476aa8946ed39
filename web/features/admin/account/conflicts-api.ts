import type { z } from "zod";
import type { ConflictsInputSchema, ConflictsSchema } from "../../../../core/schemas/conflicts";
import { api } from "../../../lib/api";

const auth = { auth: true } as const;

/** The signed-in person's declared conflicts of interest (api/routes/account). */
export const conflictsApi = {
  get: () => api.get<typeof ConflictsSchema>("/api/account/conflicts", auth),
  set: (input: z.infer<typeof ConflictsInputSchema>) =>
    api.put<typeof ConflictsSchema>("/api/account/conflicts", input, auth),
};
