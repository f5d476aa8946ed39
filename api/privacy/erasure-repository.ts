import { and, eq, inArray, isNotNull, like, notInArray, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { applicationDrafts } from "../db/schema/application-drafts";
import { applications } from "../db/schema/applications";
import { meetings } from "../db/schema/assignments";
import { dealDeckCopies } from "../db/schema/deal-decks";
import { pitchDecks } from "../db/schema/founder";
import { mailOutbox } from "../db/schema/mail";
import { paymentOrders } from "../db/schema/payments";
import { pitchBookings } from "../db/schema/pitch-slots";
import { receipts } from "../db/schema/receipts";
import { type DealRecipient, forgetSharedDeal } from "./shared-deal-erasure";

/** Mails to a founder's address that are not about their application: kept with their own records. */
const MAILS_NOT_ABOUT_THE_APPLICATION = ["handbook-lead", "founder-ebook-lead", "staff-invitation"];

export type ErasedApplication = {
  email: string;
  /** The language the founder applied in: their confirmation comes in it. */
  language: string;
  fullName: string;
  startupName: string;
  /** The receipt kept, stripped to what the invoice shows; null when no fee was paid. */
  receiptNumber: string | null;
  /** Pitch decks' objects in the object store, to remove once the transaction is committed. */
  storageKeys: string[];
  /** The firms' people the deal was shared with: told it is withdrawn. */
  dealRecipients: DealRecipient[];
};

/**
 * Erases an application inside the caller's transaction (docs/decisions/051-retention-and-erasure.md):
 * its receipt keeps a copy of what the invoice shows, then everything else goes: decks, the
 * booked pitch's meeting, the answers kept with its order, the mails about it, and the row itself
 * (scorecards, comments, set-asides, links and the booking go with it, by their foreign keys; so
 * does a shared deal's memo, shares, links and questions: shared-deal-erasure.ts).
 * Answers null when there is no such application.
 */
export async function eraseApplicationRows(
  tx: Database,
  applicationId: string,
  now: Date,
): Promise<ErasedApplication | null> {
  const [application] = await tx
    .select({
      email: applications.email,
      language: applications.language,
      fullName: applications.fullName,
      startupName: applications.startupName,
      couponCode: applications.couponCode,
      partnerName: applications.partnerName,
      paymentId: applications.paymentId,
      orderId: applications.orderId,
      provider: paymentOrders.provider,
    })
    .from(applications)
    .leftJoin(paymentOrders, eq(paymentOrders.id, applications.orderId))
    .where(eq(applications.id, applicationId))
    .for("update", { of: applications });
  if (!application) return null;

  const [receipt] = await tx
    .update(receipts)
    .set({
      erasedAt: now,
      billedName: application.fullName,
      billedStartup: application.startupName,
      billedEmail: application.email,
      couponCode: application.couponCode,
      partnerName: application.partnerName,
      paymentId: application.paymentId,
      orderId: application.orderId,
      testPayment: application.provider === "test",
    })
    .where(eq(receipts.applicationId, applicationId))
    .returning({ number: receipts.number });

  // The firm viewers' stamped copies of the decks go with them (docs/decisions/060-deal-room-deck.md).
  const copies = await tx
    .delete(dealDeckCopies)
    .where(
      inArray(
        dealDeckCopies.deckId,
        tx
          .select({ id: pitchDecks.id })
          .from(pitchDecks)
          .where(eq(pitchDecks.applicationId, applicationId)),
      ),
    )
    .returning({ storageKey: dealDeckCopies.storageKey });
  const decks = await tx
    .delete(pitchDecks)
    .where(eq(pitchDecks.applicationId, applicationId))
    .returning({ storageKey: pitchDecks.storageKey });
  const bookings = await tx
    .select({ meetingId: pitchBookings.meetingId })
    .from(pitchBookings)
    .where(and(eq(pitchBookings.applicationId, applicationId), isNotNull(pitchBookings.meetingId)));
  const meetingIds = bookings.flatMap((booking) => (booking.meetingId ? [booking.meetingId] : []));
  if (meetingIds.length > 0) await tx.delete(meetings).where(inArray(meetings.id, meetingIds));
  if (application.orderId) {
    await tx
      .update(paymentOrders)
      .set({ answers: null, updatedAt: now })
      .where(eq(paymentOrders.id, application.orderId));
  }
  await tx.delete(mailOutbox).where(
    and(
      // To the founder, or about them to staff (a booked pitch's invitation names their address).
      sql`(lower(${mailOutbox.to}) = lower(${application.email}) or strpos(lower(${mailOutbox.text} || coalesce(${mailOutbox.calendar}::text, '')), lower(${application.email})) > 0)`,
      notInArray(mailOutbox.kind, MAILS_NOT_ABOUT_THE_APPLICATION),
    ),
  );
  // The admins' daily overdue mails (docs/product.md, 5.13) name the startup and its console
  // address, which no other application's has.
  await tx
    .delete(mailOutbox)
    .where(
      and(
        eq(mailOutbox.kind, "overdue-digest"),
        like(mailOutbox.text, `%/admin-dashboard/applications/${applicationId}%`),
      ),
    );
  // The drafts saved under the same address before applying (kept 30 days after their last save).
  await tx
    .delete(applicationDrafts)
    .where(sql`lower(${applicationDrafts.email}) = lower(${application.email})`);
  const dealRecipients = await forgetSharedDeal(tx, applicationId, application.startupName);
  await tx.delete(applications).where(eq(applications.id, applicationId));
  return {
    dealRecipients,
    email: application.email,
    language: application.language,
    fullName: application.fullName,
    startupName: application.startupName,
    receiptNumber: receipt?.number ?? null,
    storageKeys: [...decks, ...copies].flatMap((file) =>
      file.storageKey ? [file.storageKey] : [],
    ),
  };
}
