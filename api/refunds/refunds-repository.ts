import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { applications } from "../db/schema/applications";
import { paymentOrders } from "../db/schema/payments";
import { creditNotes, refunds } from "../db/schema/refunds";
import { notFound } from "../lib/http-error";

export type RefundRow = typeof refunds.$inferSelect;
export type NewRefund = typeof refunds.$inferInsert;

/** Refunds that hold money back from the payment: asked for and not failed. */
const HOLDING = ["pending", "processed"];

/** An order's row, unlocked: what a page reads. */
export async function findPaymentOrder(db: Database, orderId: string) {
  const [order] = await db.select().from(paymentOrders).where(eq(paymentOrders.id, orderId));
  return order;
}

/** Locks the order (SELECT … FOR UPDATE) so two refunds of its payments are decided one at a time. */
export async function lockOrder(tx: Database, orderId: string) {
  const [order] = await tx
    .select()
    .from(paymentOrders)
    .where(eq(paymentOrders.id, orderId))
    .for("update");
  return order;
}

/** Paise of one payment already refunded or being refunded. */
export async function refundedOfPayment(db: Database, paymentId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${refunds.amount}), 0)::int` })
    .from(refunds)
    .where(and(eq(refunds.paymentId, paymentId), inArray(refunds.status, HOLDING)));
  return row?.total ?? 0;
}

export async function insertRefund(db: Database, refund: NewRefund): Promise<RefundRow> {
  const [row] = await db.insert(refunds).values(refund).returning();
  if (!row) throw new Error("insert returned no row");
  return row;
}

/** An automatic refund of one payment, unless one was made before (answers undefined then). */
export async function insertAutomaticRefund(
  db: Database,
  refund: NewRefund,
): Promise<RefundRow | undefined> {
  const [row] = await db
    .insert(refunds)
    .values(refund)
    .onConflictDoNothing({
      target: refunds.paymentId,
      where: sql`${refunds.requestedBy} is null`,
    })
    .returning();
  return row;
}

export async function findRefund(
  db: Database,
  id: string,
  { lock = false } = {},
): Promise<RefundRow | undefined> {
  const query = db.select().from(refunds).where(eq(refunds.id, id));
  const [row] = lock ? await query.for("update") : await query;
  return row;
}

export async function findRefundByProviderId(
  db: Database,
  providerRefundId: string,
  { lock = false } = {},
): Promise<RefundRow | undefined> {
  const query = db.select().from(refunds).where(eq(refunds.providerRefundId, providerRefundId));
  const [row] = lock ? await query.for("update") : await query;
  return row;
}

export async function updateRefund(
  db: Database,
  id: string,
  values: Partial<
    Pick<
      RefundRow,
      "providerRefundId" | "status" | "arn" | "failureReason" | "processedAt" | "failedAt"
    >
  >,
): Promise<RefundRow> {
  const [row] = await db.update(refunds).set(values).where(eq(refunds.id, id)).returning();
  if (!row) throw new Error(`no refund ${id}`);
  return row;
}

/** An application's refunds, oldest first, each with its credit note if one was issued. */
export async function refundsOfApplication(db: Database, applicationId: string) {
  return db
    .select({ refund: refunds, creditNote: creditNotes })
    .from(refunds)
    .leftJoin(creditNotes, eq(creditNotes.refundId, refunds.id))
    .where(eq(refunds.applicationId, applicationId))
    .orderBy(asc(refunds.createdAt));
}

/** What an application paid with: its order, the payment and the price; 404 when it is not there. */
export async function paidApplication(db: Database, applicationId: string) {
  const [row] = await db
    .select({
      orderId: applications.orderId,
      paymentId: applications.paymentId,
      finalPrice: applications.finalPrice,
    })
    .from(applications)
    .where(eq(applications.id, applicationId));
  if (!row) throw notFound("Application");
  return row;
}

/** Who paid an order: its application's founder, or the answers kept on the order. */
export async function payerOfOrder(
  db: Database,
  orderId: string,
): Promise<{
  email: string;
  fullName: string;
  language: string;
  applicationId: string | null;
} | null> {
  const [application] = await db
    .select({
      id: applications.id,
      email: applications.email,
      fullName: applications.fullName,
      language: applications.language,
    })
    .from(applications)
    .where(eq(applications.orderId, orderId));
  if (application) return { ...application, applicationId: application.id };
  const [order] = await db
    .select({ answers: paymentOrders.answers, language: paymentOrders.language })
    .from(paymentOrders)
    .where(eq(paymentOrders.id, orderId));
  const answers = order?.answers as { email?: unknown; fullName?: unknown } | null | undefined;
  if (!order || typeof answers?.email !== "string") return null;
  return {
    email: answers.email,
    fullName: typeof answers.fullName === "string" ? answers.fullName : "",
    language: order.language,
    applicationId: null,
  };
}
