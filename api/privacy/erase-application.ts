import type { FastifyBaseLogger } from "fastify";
import { FIRM } from "../../core/firm";
import { FOUNDER_MAIL_TEXTS } from "../../core/founder-mail-texts";
import { languageOf } from "../../core/languages";
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
  // In the language the founder applied in (docs/decisions/067-founder-language.md).
  const language = languageOf(erased.language);
  const texts = FOUNDER_MAIL_TEXTS[language];
  const firms = new Set(erased.dealRecipients.map((recipient) => recipient.firmName)).size;
  await deps.mailer.send({
    kind: "application-erased",
    to: erased.email,
    subject: texts.erased.subject,
    text: [
      texts.greeting(erased.fullName),
      "",
      texts.erased.done(erased.startupName),
      erased.receiptNumber
        ? texts.erased.receiptKept(erased.receiptNumber)
        : texts.erased.noReceipt,
      ...(firms === 0 ? [] : [texts.erased.sharedWith(firms)]),
      "",
      texts.erased.notYou,
      "",
      FIRM.name,
    ].join("\n"),
    language,
  });
  return { receiptNumber: erased.receiptNumber };
}

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
