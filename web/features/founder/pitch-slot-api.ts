import type { z } from "zod";
import type {
  BookPitchSlotSchema,
  FounderPitchSlotsSchema,
} from "../../../core/schemas/pitch-slot";
import { api } from "../../lib/api";
import { founderToken } from "../../lib/founder-token";

const withToken = () => ({ headers: founderToken.headers() });

/** The pitch slot's calls from the founder's page, with the private link's token. */
export const pitchSlotApi = {
  slots: () =>
    api.get<typeof FounderPitchSlotsSchema>("/api/my-application/pitch-slot", withToken()),
  book: (input: z.input<typeof BookPitchSlotSchema>) =>
    api.post<typeof FounderPitchSlotsSchema>("/api/my-application/pitch-slot", input, withToken()),
  move: (input: z.input<typeof BookPitchSlotSchema>) =>
    api.put<typeof FounderPitchSlotsSchema>("/api/my-application/pitch-slot", input, withToken()),
  cancel: () =>
    api.delete<typeof FounderPitchSlotsSchema>(
      "/api/my-application/pitch-slot",
      undefined,
      withToken(),
    ),
};
