import type { FastifyPluginAsync } from "fastify";
import {
  AdminEventSchema,
  EventInputSchema,
  PublicEventsSchema,
} from "../../../core/schemas/events";
import {
  createEvent,
  listEvents,
  setEventStatus,
  updateEvent,
} from "../../site-content/events-repository";
import { publicEventsAt } from "../../site-content/public-content";
import { registerPublishedContent } from "../published-content";

/** Events: run from the console (admins), listed on the Events page (public). */
export const eventRoutes: FastifyPluginAsync = async (app) => {
  registerPublishedContent(app, {
    path: "events",
    noun: "Event",
    input: EventInputSchema,
    item: AdminEventSchema,
    publicView: PublicEventsSchema,
    list: () => listEvents(app.db),
    create: (fields) => createEvent(app.db, fields),
    update: (id, fields) => updateEvent(app.db, id, fields),
    setStatus: (id, status) => setEventStatus(app.db, id, status),
    published: (now) => publicEventsAt(app.db, now),
  });
};
