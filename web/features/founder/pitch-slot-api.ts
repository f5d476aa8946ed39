import type { z } from "zod";
import type {
  BookPitchSlotSchema,
  FounderPitchSlotsSchema,
} from "../../../core/schemas/pitch-slot";
import { api } from "../../lib/api";

/** The pitch slot's calls from the founder's page: the founder cookie goes with them. */
export const pitchSlotApi = {
  slots: () => api.get<typeof FounderPitchSlotsSchema>("/api/my-application/pitch-slot"),
  book: (input: z.input<typeof BookPitchSlotSchema>) =>
    api.post<typeof FounderPitchSlotsSchema>("/api/my-application/pitch-slot", input),
  move: (input: z.input<typeof BookPitchSlotSchema>) =>
    api.put<typeof FounderPitchSlotsSchema>("/api/my-application/pitch-slot", input),
  /** "Add to calendar": the booking's invitation, the same .ics as its mail. */
  calendar: () => api.blob("/api/my-application/pitch-slot/calendar"),
  cancel: () => api.delete<typeof FounderPitchSlotsSchema>("/api/my-application/pitch-slot"),
};
