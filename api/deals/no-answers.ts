import { respondByDay } from "../../core/deal-links";
import { type Actor, recordAudit } from "../audit/audit-repository";
import type { Database } from "../db/client";
import { markNoAnswers } from "./no-answers-repository";
import { notifyDealEvent } from "./notifications";

// A firm's silence at its respond-by date (docs/product.md, section 5.10), recorded once: the
// share's no_answer_at, a line of the application's history, and the sharer's bell. The board and
// the founder's page read the date itself, so they say "No answer by the date" from the first
// moment after it; this is the record that it happened, for the history and the one who shared.

/** Who recorded it in the history: no one, the date did. */
const CLOCK: Actor = { id: null, name: "Respond-by clock" };

/** Records the silences due by `now`, each once however often and wherever it runs; how many. */
export async function recordNoAnswers({ db }: { db: Database }, now: Date) {
  return db.transaction(async (tx) => {
    const marked = await markNoAnswers(tx, now);
    for (const share of marked) {
      const by = share.respondBy ? respondByDay(share.respondBy) : "";
      await recordAudit(tx, {
        entityType: "application",
        entityId: share.applicationId,
        action: "No answer by the date",
        detail: `${share.firmName} gave no answer by ${by}`,
        admin: CLOCK,
      });
      await notifyDealEvent(
        tx,
        {
          kind: "no-answer",
          applicationId: share.applicationId,
          firmId: share.firmId,
          detail: `asked by ${by}`,
        },
        now,
      );
    }
    return { recorded: marked.length };
  });
}
