import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  DeckParamsSchema,
  FounderSideSchema,
  ReceiptQuerySchema,
} from "../../../core/schemas/founder";
import { findApplication } from "../../applications/applications-repository";
import { receiptPdf } from "../../applications/receipt-pdf";
import { founderAccessOf, revokeFounderTokens } from "../../founder/founder-access";
import { deckFile } from "../../founder/pitch-decks";
import { listDecks } from "../../founder/pitch-decks-repository";
import { notFound } from "../../lib/http-error";
import { findReceipt, toReceiptSummary } from "../../receipts/receipts-repository";
import type { DeckStorage } from "../../storage/deck-storage";
import { sendPdf } from "../pdf-reply";

const IdParamsSchema = z.object({ id: z.uuid("Unknown application") });

/**
 * What staff see and do of the founder's side of an application, beside its details: the private
 * links (revoke), the receipt (download) and the pitch decks (open).
 */
export const founderSideRoutes: FastifyPluginAsyncZod<{
  /** Where uploaded decks' PDFs are kept when object storage is configured, else null. */
  deckStorage: DeckStorage | null;
}> = async (app, { deckStorage }) => {
  const { gstin } = app.settings;
  const decks = { db: app.db, storage: deckStorage };
  const existing = async (id: string) => {
    if (!(await findApplication(app.db, id))) throw notFound("Application");
    return id;
  };
  const founderSide = async (id: string) => {
    const { liveLinks, lastUsedAt } = await founderAccessOf(app.db, id);
    const receipt = await findReceipt(app.db, id);
    return {
      liveLinks,
      lastUsedAt: lastUsedAt?.toISOString() ?? null,
      receipt: receipt ? toReceiptSummary(receipt, gstin) : null,
      decks: await listDecks(app.db, id),
    };
  };

  app.get(
    "/admin/applications/:id/founder-side",
    {
      config: { reviewers: true },
      schema: {
        summary: "Read what the founder's side shows of an application",
        params: IdParamsSchema,
        response: { 200: FounderSideSchema },
      },
    },
    async (request) => founderSide(await existing(request.params.id)),
  );

  // Every link the founder holds stops working; they can ask for a new one by e-mail.
  app.post(
    "/admin/applications/:id/founder-side/revoke-links",
    {
      schema: {
        summary: "Revoke the founder's private links",
        params: IdParamsSchema,
        response: { 200: FounderSideSchema },
      },
    },
    async (request) => {
      const id = await existing(request.params.id);
      await revokeFounderTokens(app.db, id);
      return founderSide(id);
    },
  );

  // Shown in the console beside the application: inline, same origin, never sniffed.
  app.get(
    "/admin/applications/:id/decks/:deckId",
    {
      config: { reviewers: true },
      schema: {
        summary: "Open an application's pitch deck",
        params: IdParamsSchema.extend(DeckParamsSchema.shape),
      },
    },
    async (request, reply) => {
      const { id, deckId } = request.params;
      return sendPdf(reply, await deckFile(decks, await existing(id), deckId), "inline");
    },
  );

  app.get(
    "/admin/applications/:id/receipt",
    {
      config: { reviewers: true },
      schema: {
        summary: "Download an application's receipt",
        params: IdParamsSchema,
        querystring: ReceiptQuerySchema,
      },
    },
    async (request, reply) => {
      // An erased application keeps its receipt: no application needed, only the receipt.
      const pdf = await receiptPdf(app.db, request.params.id, {
        gstin,
        state: request.query.state,
      });
      return sendPdf(reply, pdf, "attachment");
    },
  );
};
