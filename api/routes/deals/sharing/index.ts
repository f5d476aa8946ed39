import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { MessageSchema } from "../../../../core/schemas/common";
import {
  DealSharingSchema,
  DeckDownloadInputSchema,
  ShareCandidatesSchema,
  ShareInputSchema,
  ShareResultSchema,
} from "../../../../core/schemas/deal-sharing";
import {
  revokeLink,
  revokeShare,
  setDeckDownload,
  shareCandidates,
  shareDeal,
  shareLatestVersion,
  sharingOf,
} from "../../../deals/sharing";
import { RecordParamsSchema, recordIdOf } from "../../../lib/ids";
import { adminOf } from "../../../plugins/auth";

/** Sharing an application's deal with affiliated firms (docs/decisions/058-deal-sharing.md): admins only. */
export const dealSharingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { siteUrl } = app.settings;
  app.get(
    "/admin/applications/:id/share-candidates",
    {
      schema: {
        summary: "The firms to share the deal with, thesis matches first",
        params: RecordParamsSchema,
        response: { 200: ShareCandidatesSchema },
      },
    },
    async (request) => shareCandidates(app.db, recordIdOf(request.params.id, "Application")),
  );

  app.get(
    "/admin/applications/:id/shares",
    {
      schema: {
        summary: "Who the deal was shared with, each person's link, and every access",
        params: RecordParamsSchema,
        response: { 200: DealSharingSchema },
      },
    },
    async (request) => sharingOf(app.db, recordIdOf(request.params.id, "Application")),
  );

  app.post(
    "/admin/applications/:id/shares",
    {
      schema: {
        summary: "Share the memo with firms: a link by mail for each of their people",
        params: RecordParamsSchema,
        body: ShareInputSchema,
        response: { 200: ShareResultSchema },
      },
    },
    async (request) =>
      shareDeal(
        { db: app.db, mailer: app.mailer, siteUrl },
        recordIdOf(request.params.id, "Application"),
        request.body,
        adminOf(request),
      ),
  );

  app.post(
    "/admin/applications/:id/shares/latest",
    {
      schema: {
        summary: "Send the memo's latest version to every firm that has an earlier one",
        params: RecordParamsSchema,
        response: { 200: ShareResultSchema },
      },
    },
    async (request) =>
      shareLatestVersion(
        { db: app.db, mailer: app.mailer },
        recordIdOf(request.params.id, "Application"),
        adminOf(request),
      ),
  );

  app.post(
    "/admin/deal-shares/:id/deck-download",
    {
      schema: {
        summary: "Allow or stop the download of the stamped deck for a firm's share",
        params: RecordParamsSchema,
        body: DeckDownloadInputSchema,
        response: { 200: MessageSchema },
      },
    },
    async (request) => {
      const id = recordIdOf(request.params.id, "Share");
      return setDeckDownload(app.db, id, request.body.allowed, adminOf(request));
    },
  );

  app.post(
    "/admin/deal-shares/:id/revoke",
    {
      schema: {
        summary: "Revoke every link of a firm's share",
        params: RecordParamsSchema,
        response: { 200: MessageSchema },
      },
    },
    async (request) => {
      const id = recordIdOf(request.params.id, "Share");
      return revokeShare(app.db, id, adminOf(request));
    },
  );

  app.post(
    "/admin/deal-links/:id/revoke",
    {
      schema: {
        summary: "Revoke one person's deal link",
        params: RecordParamsSchema,
        response: { 200: MessageSchema },
      },
    },
    async (request) => {
      const id = recordIdOf(request.params.id, "Link");
      return revokeLink(app.db, id, adminOf(request));
    },
  );
};
