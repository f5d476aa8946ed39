import { and, eq, inArray, sql } from "drizzle-orm";
import type { SuppressionReason } from "../../core/mailing-list";
import type { Database } from "../db/client";
import { mailSuppressions } from "../db/schema/newsletter";
import { addressHash } from "./address-hash";

// The suppression list (docs/decisions/047-mailing-list.md): addresses never mailed again, kept as
// their hashes only.

/** Reasons that stop every mail, transactional ones too: the address bounces, or its owner calls us spam. */
export const BLOCKING_REASONS: readonly SuppressionReason[] = ["Bounced", "Complained"];

/** The reason this address is suppressed, or null. */
export async function suppressionOf(
  db: Database,
  email: string,
): Promise<SuppressionReason | null> {
  const [row] = await db
    .select({ reason: mailSuppressions.reason })
    .from(mailSuppressions)
    .where(eq(mailSuppressions.emailHash, addressHash(email)));
  return (row?.reason as SuppressionReason | undefined) ?? null;
}

/**
 * Suppresses the address. A bounce or a complaint outranks an unsubscribe (it stops transactional
 * mail too), so it replaces one; nothing replaces a bounce or a complaint.
 */
export async function suppress(
  db: Database,
  email: string,
  reason: SuppressionReason,
  source: string,
): Promise<void> {
  await db.execute(sql`
    insert into mail_suppressions (email_hash, reason, source)
    values (${addressHash(email)}, ${reason}, ${source})
    on conflict (email_hash) do update
      set reason = excluded.reason, source = excluded.source, created_at = now()
      where mail_suppressions.reason = 'Unsubscribed' and excluded.reason <> 'Unsubscribed'
  `);
}

/** Lifts an unsubscribe (the owner subscribed again); bounces and complaints stay. */
export async function liftUnsubscribe(db: Database, email: string): Promise<void> {
  await db
    .delete(mailSuppressions)
    .where(
      and(
        eq(mailSuppressions.emailHash, addressHash(email)),
        eq(mailSuppressions.reason, "Unsubscribed"),
      ),
    );
}

/** Which of these (lower-cased) addresses are suppressed, for any reason. */
export async function suppressedAmong(db: Database, emails: string[]): Promise<Set<string>> {
  if (emails.length === 0) return new Set();
  const byHash = new Map(emails.map((email) => [addressHash(email), email]));
  const rows = await db
    .select({ emailHash: mailSuppressions.emailHash })
    .from(mailSuppressions)
    .where(inArray(mailSuppressions.emailHash, [...byHash.keys()]));
  return new Set(rows.map((row) => byHash.get(row.emailHash) as string));
}
