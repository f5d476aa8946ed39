import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { MessageSchema } from "../../../core/schemas/common";
import {
  PitchSlotInputSchema,
  PitchSlotListSchema,
  PitchSlotSchema,
} from "../../../core/schemas/pitch-slot";
import { HttpError, notFound } from "../../lib/http-error";
import { asRecordId, RecordParamsSchema } from "../../lib/ids";
import { deleteOpenSlot, listSlots } from "../../pitch-slots/pitch-slots-repository";
import { publishSlot } from "../../pitch-slots/publish-slot";

/** How far back the console lists slots: today's, and those still ahead. */
const LISTED_FROM_MS = 24 * 3_600_000;

export const SLOT_BOOKED_MESSAGE =
  "This slot is booked. The founder can move or cancel it from their page.";

/** Staff publish pitch slots in Assignments (docs/decisions/021-pitch-slots-and-drafts.md). */
export const pitchSlotRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/pitch-slots", { schema: { response: { 200: PitchSlotListSchema } } }, async () =>
    listSlots(app.db, new Date(Date.now() - LISTED_FROM_MS)),
  );

  app.post(
    "/pitch-slots",
    { schema: { body: PitchSlotInputSchema, response: { 201: PitchSlotSchema } } },
    async (request, reply) => reply.status(201).send(await publishSlot(app.db, request.body)),
  );

  app.delete(
    "/pitch-slots/:id",
    { schema: { params: RecordParamsSchema, response: { 200: MessageSchema } } },
    async (request) => {
      const id = asRecordId(request.params.id);
      const outcome = id ? await deleteOpenSlot(app.db, id) : "missing";
      if (outcome === "missing") throw notFound("Pitch slot");
      if (outcome === "booked") throw new HttpError(409, SLOT_BOOKED_MESSAGE);
      return { message: "Pitch slot removed" };
    },
  );
};
