import type { FastifyBaseLogger } from "fastify";
import { FIRM } from "../../core/firm";
import { type Actor, recordAudit } from "../audit/audit-repository";
import type { Database } from "../db/client";
import { HttpError } from "../lib/http-error";
import type { Mailer } from "../mail/mailer";
import type { DeckStorage } from "../storage/deck-storage";
import { eraseApplicationRows } from "./erasure-repository";
import { dealWithdrawnMail } from "./shared-deal-erasure";

export type ErasureDeps = {
  db: Database;
  mailer: Mailer;
  storage: DeckStorage | null;
  log: FastifyBaseLogger;
};

export const APPLICATION_NOT_FOUND = "Application not found.";

/** Who asked: the founder from their page, or a staff member for a request that came by mail. */
export type ErasureRequester = { by: "founder" } | { by: "staff"; staff: Actor };

const FOUNDER: Actor = { id: null, name: "The founder" };

/**
 * "Delete my application" (docs/decisions/051-retention-and-erasure.md): withdraws the application
 * and erases what the firm is not required to keep, in one transaction; the receipt stays,
 * stripped to what the invoice shows. The audit trail records who asked, without the founder's
 * data; the founder gets a confirmation mail through the outbox.
 */
export async function eraseApplication(
  deps: ErasureDeps,
  applicationId: string,
  requester: ErasureRequester,
  now = new Date(),
): Promise<{ receiptNumber: string | null }> {
  const actor = requester.by === "founder" ? FOUNDER : requester.staff;
  const erased = await deps.db.transaction(async (tx) => {
    const rows = await eraseApplicationRows(tx, applicationId, now);
    if (!rows) throw new HttpError(404, APPLICATION_NOT_FOUND);
    await recordAudit(tx, {
      entityType: "application",
      entityId: applicationId,
      action: "erased",
      detail: `Withdrawn and erased at the founder's request${requester.by === "founder" ? ", from their page" : ", by mail"}.${rows.receiptNumber ? ` Receipt ${rows.receiptNumber} kept for tax.` : ""}`,
      admin: actor,
    });
    return rows;
  });
  await removeStoredDecks(deps, erased.storageKeys);
  // Everyone the deal was sent to is told it is withdrawn, and asked to delete their copies.
  for (const recipient of erased.dealRecipients) {
    await deps.mailer.send(dealWithdrawnMail(erased.startupName, recipient));
  }
  await deps.mailer.send({
    kind: "application-erased",
    to: erased.email,
    subject: `Your application to ${FIRM.name} has been withdrawn and deleted`,
    text: [
      `Dear ${erased.fullName},`,
      "",
      `As you asked, your application for ${erased.startupName} has been withdrawn, and we have deleted it: your answers, your pitch deck, our notes and scores, and your private link, which no longer opens anything.`,
      erased.receiptNumber
        ? `The law requires us to keep your receipt ${erased.receiptNumber} for tax: we keep only what it shows (your name, startup, e-mail address and the payment), and delete it when that duty ends.`
        : "No fee was paid, so nothing of it is kept.",
      ...sharedWith(erased.dealRecipients),
      "",
      `If you did not ask for this, write to us at ${FIRM.email}.`,
      "",
      FIRM.name,
    ].join("\n"),
  });
  return { receiptNumber: erased.receiptNumber };
}

/** The founder's mail says where the memo had gone, when it had: the firms are told too. */
const sharedWith = (recipients: { firmName: string }[]) => {
  const firms = new Set(recipients.map((recipient) => recipient.firmName)).size;
  if (firms === 0) return [];
  return [
    `Our analyst memo on your startup had been shared with ${firms === 1 ? "1 affiliated firm" : `${firms} affiliated firms`}: it is deleted too, their links no longer open it, and we have asked them to delete any copy they kept.`,
  ];
};

/** Decks in the object store, removed once the rows are gone; a failure is logged, never thrown. */
export async function removeStoredDecks(
  deps: Pick<ErasureDeps, "storage" | "log">,
  keys: string[],
): Promise<void> {
  if (keys.length === 0) return;
  if (!deps.storage) {
    deps.log.error(
      { objects: keys.length },
      "erased pitch decks are in object storage, which is not configured: remove them from the bucket by hand",
    );
    return;
  }
  for (const key of keys) {
    await deps.storage.remove(key).catch(() => {
      // deck-storage.ts has logged the store's status; the object stays in the bucket, unreachable.
    });
  }
}
