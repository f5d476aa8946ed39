import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { MessageSchema } from "../../../../core/schemas/common";
import {
  DealDigestSettingSchema,
  DealDigestStateSchema,
  DealNotificationsSchema,
  MarkReadSchema,
} from "../../../../core/schemas/deal-notifications";
import {
  dealDigestState,
  dealNotificationsOf,
  markDealNotificationsRead,
  setDealDigest,
} from "../../../deals/notifications";
import { adminOf } from "../../../plugins/auth";

/**
 * The deal events the bell shows the admin who shared a deal, and their daily digest's switch
 * (docs/decisions/065-deal-notifications.md): admins only, each reading and marking their own.
 */
export const dealNotificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/admin/deal-notifications",
    {
      schema: {
        summary: "The signed-in admin's deal notifications, newest first, and how many are unread",
        response: { 200: DealNotificationsSchema },
      },
    },
    async (request) => dealNotificationsOf(app.db, adminOf(request).id),
  );

  app.post(
    "/admin/deal-notifications/read",
    {
      schema: {
        summary: "Mark the admin's deal notifications read: those named, or all",
        body: MarkReadSchema,
        response: { 200: MessageSchema },
      },
    },
    async (request) => markDealNotificationsRead(app.db, adminOf(request).id, request.body.ids),
  );

  app.get(
    "/account/deal-digest",
    {
      schema: {
        summary: "Whether the signed-in admin gets the daily deal digest, and where",
        response: { 200: DealDigestStateSchema },
      },
    },
    async (request) => dealDigestState(app.db, adminOf(request).id),
  );

  app.put(
    "/account/deal-digest",
    {
      schema: {
        summary: "Turn the daily deal digest on or off (off by default)",
        body: DealDigestSettingSchema,
        response: { 200: DealDigestStateSchema },
      },
    },
    async (request) => setDealDigest(app.db, adminOf(request).id, request.body.on),
  );
};
