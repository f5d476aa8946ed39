import { api } from "../../lib/api";

/**
 * The pitch slot's one call from the founder's page's scripts (the founder cookie goes with it):
 * "Add to calendar", the booking's invitation, the same .ics as its mail. Booking, moving and
 * cancelling are the page's forms, posted to its action (routes/my-application.tsx).
 */
export const pitchSlotApi = {
  calendar: () => api.blob("/api/my-application/pitch-slot/calendar"),
};
