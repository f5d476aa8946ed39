import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { MessageSchema } from "../../../core/schemas/common";
import {
  CancelPitchBookingSchema,
  PitchSlotInputSchema,
  PitchSlotListSchema,
  PitchSlotSchema,
} from "../../../core/schemas/pitch-slot";
import { HttpError, notFound } from "../../lib/http-error";
import { asRecordId, RecordParamsSchema, recordIdOf } from "../../lib/ids";
import { cancelPitchBooking } from "../../pitch-slots/booking";
import { deleteOpenSlot, listSlots } from "../../pitch-slots/pitch-slots-repository";
import { publishSlot } from "../../pitch-slots/publish-slot";
import { adminOf } from "../../plugins/auth";

/** How far back the console lists slots: today's, and those still ahead. */
const LISTED_FROM_MS = 24 * 3_600_000;

export const SLOT_BOOKED_MESSAGE =
  'This slot is booked. Choose "Cancel booking" first (the founder is told by e-mail), then remove it.';
export const BOOKING_CANCELLED_MESSAGE = "Booking cancelled. The slot is open again.";

/** Staff publish pitch slots in Assignments (docs/decisions/021-pitch-slots-and-drafts.md). */
export const pitchSlotRoutes: FastifyPluginAsyncZod = async (app) => {
  const { siteUrl } = app.settings;
  app.get(
    "/pitch-slots",
    { schema: { summary: "List the pitch slots", response: { 200: PitchSlotListSchema } } },
    async () => listSlots(app.db, new Date(Date.now() - LISTED_FROM_MS)),
  );

  app.post(
    "/pitch-slots",
    {
      schema: {
        summary: "Open pitch slots",
        body: PitchSlotInputSchema,
        response: { 201: PitchSlotSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await publishSlot(app.db, request.body)),
  );

  app.delete(
    "/pitch-slots/:id",
    {
      schema: {
        summary: "Remove a pitch slot",
        params: RecordParamsSchema,
        response: { 200: MessageSchema },
      },
    },
    async (request) => {
      const id = asRecordId(request.params.id);
      const outcome = id ? await deleteOpenSlot(app.db, id) : "missing";
      if (outcome === "missing") throw notFound("Pitch slot");
      if (outcome === "booked") throw new HttpError(409, SLOT_BOOKED_MESSAGE);
      return { message: "Pitch slot removed" };
    },
  );

  // Admins only (no reviewers: config), whatever the 24-hour rule that binds the founder.
  app.post(
    "/pitch-slots/:id/cancel-booking",
    {
      schema: {
        summary: "Cancel a founder's booking of a pitch slot",
        params: RecordParamsSchema,
        body: CancelPitchBookingSchema,
        response: { 200: MessageSchema },
      },
    },
    async (request) => {
      const slotId = recordIdOf(request.params.id, "Pitch slot");
      const { id, name } = adminOf(request);
      await cancelPitchBooking(
        { db: app.db, mailer: app.mailer, log: request.log, siteUrl },
        { by: "staff", slotId, actor: { id, name }, reason: request.body.reason },
      );
      return { message: BOOKING_CANCELLED_MESSAGE };
    },
  );
};
