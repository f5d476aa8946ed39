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
import { notFound } from "../../../lib/http-error";
import { asRecordId, RecordParamsSchema } from "../../../lib/ids";
import { adminOf } from "../../../plugins/auth";
import { applicationIdOf } from "../application-id";

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
    async (request) => shareCandidates(app.db, applicationIdOf(request.params)),
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
    async (request) => sharingOf(app.db, applicationIdOf(request.params)),
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
        applicationIdOf(request.params),
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
        applicationIdOf(request.params),
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
      const id = asRecordId(request.params.id);
      if (!id) throw notFound("Share");
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
      const id = asRecordId(request.params.id);
      if (!id) throw notFound("Share");
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
      const id = asRecordId(request.params.id);
      if (!id) throw notFound("Link");
      return revokeLink(app.db, id, adminOf(request));
    },
  );
};
