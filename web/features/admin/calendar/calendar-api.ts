import type { MessageSchema } from "../../../../core/schemas/common";
import type { DecisionTarget, DecisionTargetSchema } from "../../../../core/schemas/decision-clock";
import type {
  BusinessCalendarSchema,
  HolidayInput,
  HolidaySchema,
} from "../../../../core/schemas/holidays";
import { api } from "../../../lib/api";

const auth = { auth: true } as const;
const URL = "/api/admin/business-calendar";

/** The firm's business-day calendar and its public holidays (admins). */
export const calendarApi = {
  read: () => api.get<typeof BusinessCalendarSchema>(URL, auth),
  addHoliday: (input: HolidayInput) =>
    api.post<typeof HolidaySchema>(`${URL}/holidays`, input, auth),
  removeHoliday: (day: string) =>
    api.delete<typeof MessageSchema>(`${URL}/holidays/${day}`, undefined, auth),
  setDecisionTarget: (target: DecisionTarget) =>
    api.put<typeof DecisionTargetSchema>(`${URL}/decision-target`, target, auth),
};
