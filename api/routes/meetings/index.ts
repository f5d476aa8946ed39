import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { MessageSchema } from "../../../core/schemas/common";
import {
  FUTURE_TIME_MESSAGE,
  MeetingChangeSchema,
  MeetingInputSchema,
  MeetingListSchema,
  MeetingSchema,
} from "../../../core/schemas/meeting";
import { HttpError, notFound } from "../../lib/http-error";
import { asRecordId, RecordParamsSchema } from "../../lib/ids";
import {
  changeMeeting,
  createMeeting,
  deleteMeeting,
  listMeetings,
} from "../../meetings/meetings-repository";

/**
 * /api/meeting of docs/product.md, section 7, plus PATCH (reschedule, points) and DELETE (cancel): the spec's
 * console changed those only in the browser; we save them (docs/architecture.md, rule 3).
 */
export const meetingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/meeting",
    { schema: { summary: "List the meetings", response: { 200: MeetingListSchema } } },
    async () => listMeetings(app.db),
  );

  app.post(
    "/meeting",
    {
      schema: {
        summary: "Call a meeting",
        body: MeetingInputSchema,
        response: { 201: MeetingSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await createMeeting(app.db, request.body)),
  );

  app.patch(
    "/meeting/:id",
    {
      schema: {
        summary: "Reschedule a meeting or change its discussion points",
        params: RecordParamsSchema,
        body: MeetingChangeSchema,
        response: { 200: MeetingSchema },
      },
    },
    async (request) => {
      const { time, points } = request.body;
      const when = time === undefined ? undefined : new Date(time);
      if (when && when.getTime() <= Date.now()) throw new HttpError(400, FUTURE_TIME_MESSAGE);
      const id = asRecordId(request.params.id);
      const meeting = id && (await changeMeeting(app.db, id, { time: when, points }));
      if (!meeting) throw notFound("Meeting");
      return meeting;
    },
  );

  app.delete(
    "/meeting/:id",
    {
      schema: {
        summary: "Cancel a meeting",
        params: RecordParamsSchema,
        response: { 200: MessageSchema },
      },
    },
    async (request) => {
      const id = asRecordId(request.params.id);
      if (!id || !(await deleteMeeting(app.db, id))) throw notFound("Meeting");
      return { message: "Meeting cancelled" };
    },
  );
};
