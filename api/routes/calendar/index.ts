import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { MessageSchema } from "../../../core/schemas/common";
import { DecisionTargetSchema } from "../../../core/schemas/decision-clock";
import {
  BusinessCalendarSchema,
  HolidayDayParamsSchema,
  HolidayInputSchema,
  HolidaySchema,
} from "../../../core/schemas/holidays";
import { storeDecisionTarget } from "../../calendar/clock-targets-repository";
import {
  addHoliday,
  removeHoliday,
  showBusinessCalendar,
} from "../../calendar/holidays-repository";

/**
 * The firm's business-day calendar, for admins: the UAE's weekend, the firm's zone and the public
 * holidays they enter (core/business-days.ts, docs/product.md section 5.11).
 */
export const calendarRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/admin/business-calendar",
    {
      schema: {
        summary: "Read the firm's business-day calendar",
        response: { 200: BusinessCalendarSchema },
      },
    },
    async () => showBusinessCalendar(app.db),
  );

  app.post(
    "/admin/business-calendar/holidays",
    {
      schema: {
        summary: "Add a public holiday",
        body: HolidayInputSchema,
        response: { 201: HolidaySchema },
      },
    },
    async (request, reply) => reply.code(201).send(await addHoliday(app.db, request.body)),
  );

  app.delete(
    "/admin/business-calendar/holidays/:day",
    {
      schema: {
        summary: "Take a public holiday away",
        params: HolidayDayParamsSchema,
        response: { 200: MessageSchema },
      },
    },
    async (request) => {
      await removeHoliday(app.db, request.params.day);
      return { message: "Holiday removed" };
    },
  );

  app.put(
    "/admin/business-calendar/decision-target",
    {
      schema: {
        summary: "Set how many business days a paid application may wait for its decision",
        body: DecisionTargetSchema,
        response: { 200: DecisionTargetSchema },
      },
    },
    async (request) => storeDecisionTarget(app.db, request.body),
  );
};
