import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { BookPitchSlotSchema, FounderPitchSlotsSchema } from "../../../core/schemas/pitch-slot";
import { refuseWhenDecided } from "../../applications/decided";
import { founderApplicationId } from "../../founder/founder-access";
import {
  bookPitchSlot,
  cancelPitchBooking,
  founderPitchInvitation,
  founderPitchSlots,
  movePitchBooking,
} from "../../pitch-slots/booking";

/**
 * The pitch slot on the founder's page: the open slots and their booking; book, move or cancel it
 * (until 24 hours before). Public routes keyed by the private link's token, like every route of
 * the founder's page (api/founder/founder-access.ts).
 */
export const myPitchSlotRoutes: FastifyPluginAsyncZod = async (app) => {
  const { siteUrl } = app.settings;
  const deps = (log: typeof app.log) => ({ db: app.db, mailer: app.mailer, log, siteUrl });
  // The link's token is checked before the body: without a live one every route answers 403.
  const applications = new WeakMap<FastifyRequest, string>();
  app.addHook("preValidation", async (request) => {
    applications.set(request, await founderApplicationId(app.db, request));
  });
  const applicationOf = (request: FastifyRequest) => {
    const id = applications.get(request);
    if (!id) throw new Error("founder route without its application");
    return id;
  };
  const response = { response: { 200: FounderPitchSlotsSchema } };
  const write = { public: true, rateLimit: app.rateLimits.publicWrite };

  app.get(
    "/my-application/pitch-slot",
    {
      schema: { summary: "Read the founder's pitch slot and the free ones", ...response },
      config: { public: true },
    },
    async (request) => founderPitchSlots(app.db, applicationOf(request), new Date()),
  );

  // "Add to calendar" beside the booked pitch: the invitation its mail carried, as a file.
  app.get(
    "/my-application/pitch-slot/calendar",
    {
      schema: { summary: "Download the founder's pitch invitation (.ics)" },
      config: { public: true },
    },
    async (request, reply) => {
      const invitation = await founderPitchInvitation(app.db, applicationOf(request), new Date());
      return reply
        .type("text/calendar; charset=utf-8; method=REQUEST")
        .header("content-disposition", 'attachment; filename="pitch.ics"')
        .send(invitation.content);
    },
  );

  app.post(
    "/my-application/pitch-slot",
    {
      config: write,
      schema: {
        summary: "Book a pitch slot",
        body: BookPitchSlotSchema,
        response: { 200: FounderPitchSlotsSchema },
      },
    },
    async (request) => {
      const applicationId = applicationOf(request);
      await refuseWhenDecided(app.db, applicationId);
      await bookPitchSlot(deps(request.log), applicationId, request.body.slotId);
      return founderPitchSlots(app.db, applicationId, new Date());
    },
  );

  app.put(
    "/my-application/pitch-slot",
    {
      config: write,
      schema: {
        summary: "Move the founder's booking to another slot",
        body: BookPitchSlotSchema,
        response: { 200: FounderPitchSlotsSchema },
      },
    },
    async (request) => {
      const applicationId = applicationOf(request);
      await refuseWhenDecided(app.db, applicationId);
      await movePitchBooking(deps(request.log), applicationId, request.body.slotId);
      return founderPitchSlots(app.db, applicationId, new Date());
    },
  );

  const cancel = {
    schema: { summary: "Cancel the founder's booking", ...response },
    config: write,
  };
  app.delete("/my-application/pitch-slot", cancel, async (request) => {
    const applicationId = applicationOf(request);
    await refuseWhenDecided(app.db, applicationId);
    await cancelPitchBooking(deps(request.log), { by: "founder", applicationId });
    return founderPitchSlots(app.db, applicationId, new Date());
  });
};
