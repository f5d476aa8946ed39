import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { DECK_TOO_LARGE } from "../../../core/founder-messages";
import { MessageSchema } from "../../../core/schemas/common";
import { ERASED_MESSAGE, ErasedSchema, EraseRequestSchema } from "../../../core/schemas/data-care";
import {
  DeckLinkRequestSchema,
  DeckParamsSchema,
  DeckUploadQuerySchema,
  FOUNDER_LINK_SENT,
  FounderApplicationSchema,
  FounderLinkRequestSchema,
  PitchDeckSchema,
  ReceiptQuerySchema,
} from "../../../core/schemas/founder";
import { refuseWhenDecided } from "../../applications/decided";
import { founderDataExport } from "../../applications/founder-export";
import { receiptPdf } from "../../applications/receipt-pdf";
import { founderPageApplication } from "../../deals/board";
import { founderApplicationId, requireFounder } from "../../founder/founder-access";
import { FORGET_FOUNDER_COOKIE } from "../../founder/founder-cookie";
import { DECK_MAX_BYTES, deckFile, linkDeck, uploadDeck } from "../../founder/pitch-decks";
import { FOUNDER_LINKS_TASK } from "../../jobs/founder-links";
import { HttpError } from "../../lib/http-error";
import { lingerBeforeClosing } from "../../lib/lingering-close";
import { addressHash } from "../../mail/address-hash";
import { eraseApplication } from "../../privacy/erase-application";
import type { DeckStorage } from "../../storage/deck-storage";
import { sendPdf } from "../pdf-reply";

export type FounderRoutesOptions = {
  /** Where uploaded decks' PDFs are kept when object storage is configured, else null. */
  deckStorage: DeckStorage | null;
};

/**
 * The founder's page (/my-application): public routes whose only key is the private link's token,
 * in the founder cookie or the x-founder-token header (docs/decisions/019-founder-access-tokens.md,
 * 036-founder-cookie.md). Founders have no accounts; the token names their one application.
 */
const SEND_THE_PDF = "Send the PDF itself, as application/pdf or application/octet-stream.";

export const myApplicationRoutes: FastifyPluginAsyncZod<FounderRoutesOptions> = async (
  app,
  { deckStorage },
) => {
  const { gstin } = app.settings;
  const decks = { db: app.db, storage: deckStorage };
  // Every founder route but "E-mail me my link" needs the private link, checked first.
  const founder = requireFounder(app.db);

  app.get(
    "/my-application",
    {
      config: { public: true },
      onRequest: founder,
      schema: {
        summary: "Read the founder's application",
        response: { 200: FounderApplicationSchema },
      },
    },
    async (request) =>
      founderPageApplication(app.db, await founderApplicationId(app.db, request), {
        gstin,
        now: request.now(),
      }),
  );

  app.get(
    "/my-application/receipt",
    {
      config: { public: true },
      onRequest: founder,
      schema: { summary: "Download the founder's receipt", querystring: ReceiptQuerySchema },
    },
    async (request, reply) => {
      const applicationId = await founderApplicationId(app.db, request);
      const pdf = await receiptPdf(app.db, applicationId, { gstin, state: request.query.state });
      return sendPdf(reply, pdf, "attachment");
    },
  );

  // A deck's PDF is sent as it is, not as JSON; its name rides in the query. Only the upload
  // route takes a body this large (its bodyLimit); everywhere else the global limit holds.
  app.addContentTypeParser(
    ["application/pdf", "application/octet-stream"],
    { parseAs: "buffer" },
    (_request, body, done) => done(null, body),
  );

  app.put(
    "/my-application/deck",
    {
      config: { public: true, rateLimit: app.rateLimits.publicWrite },
      onRequest: founder,
      bodyLimit: DECK_MAX_BYTES,
      schema: {
        summary: "Upload the founder's pitch deck (a PDF)",
        querystring: DeckUploadQuerySchema,
        response: {
          201: PitchDeckSchema,
          413: MessageSchema,
          415: MessageSchema,
          503: MessageSchema,
        },
      },
      // This route's own words for a body too large or of another type; every other error (a
      // 429 with its Retry-After, a 403) goes to the app's handler, as on every route.
      errorHandler: (error, request, reply) => {
        if (error.code === "FST_ERR_CTP_BODY_TOO_LARGE") {
          lingerBeforeClosing(request.raw);
          return reply.status(413).send({ message: DECK_TOO_LARGE });
        }
        if (error.code === "FST_ERR_CTP_INVALID_MEDIA_TYPE") {
          return reply.status(415).send({ message: SEND_THE_PDF });
        }
        return app.errorHandler(error, request, reply);
      },
    },
    async (request, reply) => {
      const applicationId = await founderApplicationId(app.db, request);
      await refuseWhenDecided(app.db, applicationId);
      const bytes = Buffer.isBuffer(request.body) ? request.body : null;
      if (!bytes) {
        throw new HttpError(415, SEND_THE_PDF);
      }
      const deck = await uploadDeck(decks, applicationId, {
        fileName: request.query.fileName,
        bytes,
      });
      return reply.status(201).send(deck);
    },
  );

  app.post(
    "/my-application/deck-link",
    {
      config: { public: true, rateLimit: app.rateLimits.publicWrite },
      onRequest: founder,
      schema: {
        summary: "Give a link to the founder's pitch deck",
        body: DeckLinkRequestSchema,
        response: { 201: PitchDeckSchema },
      },
    },
    async (request, reply) => {
      const applicationId = await founderApplicationId(app.db, request);
      await refuseWhenDecided(app.db, applicationId);
      return reply.status(201).send(await linkDeck(app.db, applicationId, request.body.url));
    },
  );

  app.get(
    "/my-application/decks/:deckId",
    {
      config: { public: true },
      onRequest: founder,
      schema: { summary: "Open one of the founder's pitch decks", params: DeckParamsSchema },
    },
    async (request, reply) => {
      const applicationId = await founderApplicationId(app.db, request);
      return sendPdf(
        reply,
        await deckFile(decks, applicationId, request.params.deckId),
        "attachment",
      );
    },
  );

  // "Download my data": everything held about the application, as a JSON file with the decks.
  app.get(
    "/my-application/data",
    {
      config: { public: true },
      onRequest: founder,
      schema: { summary: "Download everything held about the founder's application" },
    },
    async (request, reply) => {
      const applicationId = await founderApplicationId(app.db, request);
      const data = await founderDataExport(
        { db: app.db, storage: deckStorage, gstin },
        applicationId,
        { id: null, name: "The founder" },
      );
      return reply
        .type("application/json; charset=utf-8")
        .header("content-disposition", 'attachment; filename="my-application-data.json"')
        .send(JSON.stringify(data, null, 2));
    },
  );

  // "Delete my application": withdrawn and erased, the receipt kept for tax; the link dies with it.
  app.post(
    "/my-application/erase",
    {
      config: { public: true, rateLimit: app.rateLimits.publicWrite },
      onRequest: founder,
      schema: {
        summary: "Withdraw and delete the founder's application",
        body: EraseRequestSchema,
        response: { 200: ErasedSchema },
      },
    },
    async (request, reply) => {
      const applicationId = await founderApplicationId(app.db, request);
      const { receiptNumber } = await eraseApplication(
        { db: app.db, mailer: app.mailer, storage: deckStorage, log: request.log },
        applicationId,
        { by: "founder" },
      );
      // The browser forgets the founder cookie too (docs/decisions/036-founder-cookie.md).
      reply.header("set-cookie", FORGET_FOUNDER_COOKIE);
      return { message: ERASED_MESSAGE, receiptNumber };
    },
  );

  // The same answer whatever the address, so nobody can learn who applied, and in the same time: the
  // request only queues the address's hash, and a job looks it up and mails; rate-limited per IP.
  app.post(
    "/my-application/link",
    {
      config: { public: true, rateLimit: app.rateLimits.publicWrite },
      schema: {
        summary: "Mail fresh private links to the address that applied",
        body: FounderLinkRequestSchema,
        response: { 202: MessageSchema },
      },
    },
    async (request, reply) => {
      await app.jobs.queue(FOUNDER_LINKS_TASK, { addressHash: addressHash(request.body.email) });
      return reply.status(202).send({ message: FOUNDER_LINK_SENT });
    },
  );
};
