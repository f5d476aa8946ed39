import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { MessageSchema } from "../../../../core/schemas/common";
import {
  DealCodeRequestSchema,
  DealCodeVerifySchema,
  DealOpeningSchema,
  DealTermsSchema,
  DealTokenSchema,
  DealViewerStateSchema,
  FirmDealSchema,
} from "../../../../core/schemas/deal-sharing";
import { dealViewerCookie } from "../../../deals/deal-cookie";
import { dealDeck } from "../../../deals/deal-deck";
import {
  acceptDealTerms,
  firmDeal,
  ipOf,
  openDealLink,
  sendDealCode,
  verifyDealCode,
} from "../../../deals/deal-room";
import type { DeckStorage } from "../../../storage/deck-storage";
import { sendPdf } from "../../pdf-reply";
import { viewerSession } from "./viewer-session";

/**
 * The firm viewer's deal room (docs/decisions/058-deal-sharing.md): public routes, no staff
 * session. The first three take the link's token; the others the viewer cookie, which the
 * right code sets. A viewer's routes take no ids: the session names the one deal it opens.
 */
export const dealRoomRoutes: FastifyPluginAsyncZod<{
  /** Where decks' PDFs (and the viewers' stamped copies) are kept when object storage is configured. */
  deckStorage: DeckStorage | null;
}> = async (app, { deckStorage }) => {
  const decks = { db: app.db, storage: deckStorage };
  const { requireViewer, viewerOf } = viewerSession(app);
  const publicWrite = { public: true, rateLimit: app.rateLimits.publicWrite };

  app.post(
    "/deal-room/open",
    {
      config: publicWrite,
      schema: {
        summary: "Open a firm person's deal link: who shared what, before the address is proved",
        body: DealTokenSchema,
        response: { 200: DealOpeningSchema },
      },
    },
    async (request) => openDealLink(app.db, request.body.token, ipOf(request)),
  );

  app.post(
    "/deal-room/code",
    {
      config: publicWrite,
      schema: {
        summary: "Send a one-time code to an address that may open the deal",
        body: DealCodeRequestSchema,
        response: {
          202: MessageSchema,
          429: MessageSchema.describe(
            "Too many codes asked for this address this hour (Retry-After).",
          ),
        },
      },
    },
    async (request, reply) =>
      reply
        .status(202)
        .send(
          await sendDealCode(
            { db: app.db, mailer: app.mailer },
            request.body.token,
            request.body.email,
            ipOf(request),
          ),
        ),
  );

  app.post(
    "/deal-room/verify",
    {
      config: publicWrite,
      schema: {
        summary: "Prove the address with its code: starts the viewer's session (cookie)",
        body: DealCodeVerifySchema,
        response: {
          200: DealViewerStateSchema,
          429: MessageSchema.describe(
            "Too many wrong codes for this link and address this hour (Retry-After).",
          ),
        },
      },
    },
    async (request, reply) => {
      const { sessionToken, ...state } = await verifyDealCode(
        { db: app.db, mailer: app.mailer },
        request.body,
        ipOf(request),
      );
      return reply.header("set-cookie", dealViewerCookie(sessionToken)).send(state);
    },
  );

  app.get(
    "/deal-room/me",
    {
      config: { public: true },
      onRequest: requireViewer,
      schema: {
        summary: "The viewer's address and whether the terms are accepted",
        response: { 200: DealViewerStateSchema },
      },
    },
    async (request) => {
      const viewer = viewerOf(request);
      return { email: viewer.email, termsAccepted: viewer.termsAccepted };
    },
  );

  app.post(
    "/deal-room/terms",
    {
      config: publicWrite,
      onRequest: requireViewer,
      schema: {
        summary: "Accept the confidentiality terms, once",
        body: DealTermsSchema,
        response: { 200: DealViewerStateSchema },
      },
    },
    async (request) => acceptDealTerms(app.db, viewerOf(request), ipOf(request)),
  );

  app.get(
    "/deal-room/deal",
    {
      config: { public: true },
      onRequest: requireViewer,
      schema: {
        summary: "The shared memo, as the firm's viewer reads it",
        response: { 200: FirmDealSchema },
      },
    },
    async (request) => firmDeal(app.db, viewerOf(request), ipOf(request)),
  );

  // The deck (docs/decisions/060-deal-room-deck.md): always the viewer's own stamped copy, shown
  // in the page by PDF.js or, where the firm's share allows it, downloaded.
  app.get(
    "/deal-room/deck",
    {
      config: { public: true },
      onRequest: requireViewer,
      schema: { summary: "The deck's PDF to read in the deal room, stamped for the viewer" },
    },
    async (request, reply) =>
      sendPdf(reply, await dealDeck(decks, viewerOf(request), "view", ipOf(request)), "inline"),
  );

  app.get(
    "/deal-room/deck/download",
    {
      config: { public: true },
      onRequest: requireViewer,
      schema: {
        summary: "Download the deck, stamped for the viewer (403 unless the admin allows it)",
      },
    },
    async (request, reply) =>
      sendPdf(
        reply,
        await dealDeck(decks, viewerOf(request), "download", ipOf(request)),
        "attachment",
      ),
  );
};
