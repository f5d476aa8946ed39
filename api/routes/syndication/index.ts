import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { MessageSchema } from "../../../core/schemas/common";
import { MemoInputSchema, MemoSchema } from "../../../core/schemas/deal-memo";
import {
  DealSharingSchema,
  DeckDownloadInputSchema,
  ShareCandidatesSchema,
  ShareInputSchema,
  ShareResultSchema,
} from "../../../core/schemas/deal-sharing";
import { notFound } from "../../lib/http-error";
import { asRecordId, RecordParamsSchema } from "../../lib/ids";
import { adminOf } from "../../plugins/auth";
import { memoOf, saveMemoDraft, startMemoVersion } from "../../syndication/memos";
import {
  revokeLink,
  revokeShare,
  setDeckDownload,
  shareCandidates,
  shareDeal,
  shareLatestVersion,
  sharingOf,
} from "../../syndication/sharing";

const applicationIdOf = (params: { id: string }) => {
  const id = asRecordId(params.id);
  if (!id) throw notFound("Application");
  return id;
};

/**
 * The analyst memo of an application (docs/decisions/057-deal-memo.md) and its sharing with
 * affiliated firms (docs/decisions/058-deal-sharing.md): admins only.
 */
export const syndicationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { siteUrl } = app.settings;
  app.get(
    "/admin/applications/:id/memo",
    {
      schema: {
        summary: "The analyst memo: its versions and the scorecards now",
        params: RecordParamsSchema,
        response: { 200: MemoSchema },
      },
    },
    async (request) => memoOf(app.db, applicationIdOf(request.params), adminOf(request)),
  );

  app.put(
    "/admin/applications/:id/memo",
    {
      schema: {
        summary: "Save the memo's draft (409 once its version is shared)",
        params: RecordParamsSchema,
        body: MemoInputSchema,
        response: { 200: MemoSchema },
      },
    },
    async (request) =>
      saveMemoDraft(app.db, applicationIdOf(request.params), request.body, adminOf(request)),
  );

  app.post(
    "/admin/applications/:id/memo/versions",
    {
      schema: {
        summary: "Start the memo's next version from a shared one",
        params: RecordParamsSchema,
        body: MemoInputSchema,
        response: { 201: MemoSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await startMemoVersion(
            app.db,
            applicationIdOf(request.params),
            request.body,
            adminOf(request),
          ),
        ),
  );

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
