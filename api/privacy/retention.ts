import { randomUUID } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import { type Actor, recordAudits } from "../audit/audit-repository";
import type { Database } from "../db/client";
import type { DeckStorage } from "../storage/deck-storage";
import { removeStoredDecks } from "./erase-application";
import { RETENTION_RULES, type RetentionRecord, type RetentionRule } from "./retention-rules";

export type RetentionPlanItem = {
  rule: RetentionRule;
  cutoff: Date;
  records: RetentionRecord[];
};

/** The dry run: what a run at `now` removes or reduces, rule by rule, every record named. */
export async function planRetention(db: Database, now: Date): Promise<RetentionPlanItem[]> {
  const plan: RetentionPlanItem[] = [];
  for (const rule of RETENTION_RULES) {
    const cutoff = rule.cutoff(now);
    plan.push({ rule, cutoff, records: await rule.find(db, cutoff) });
  }
  return plan;
}

export type RetentionReport = {
  runId: string;
  rules: { id: string; action: "remove" | "reduce"; count: number; ids: string[] }[];
};

const RETENTION_JOB: Actor = { id: null, name: "Retention job" };

/**
 * Removes or reduces everything past its retention (docs/decisions/051-retention-and-erasure.md):
 * the records the dry run lists at this moment, in one transaction, each rule's count in the
 * audit trail; then the erased decks' objects in the store.
 */
export async function runRetention(
  deps: { db: Database; storage: DeckStorage | null; log: FastifyBaseLogger },
  now: Date,
  actor: Actor = RETENTION_JOB,
): Promise<RetentionReport> {
  const runId = randomUUID();
  const { report, storageKeys } = await deps.db.transaction(async (tx) => {
    const plan = await planRetention(tx, now);
    const storageKeys: string[] = [];
    for (const { rule, records } of plan) {
      if (records.length === 0) continue;
      const applied = await rule.apply(
        tx,
        records.map((record) => record.id),
        now,
      );
      storageKeys.push(...(applied.storageKeys ?? []));
    }
    await recordAudits(
      tx,
      plan
        .filter(({ records }) => records.length > 0)
        .map(({ rule, records }) => ({
          entityType: "retention",
          entityId: runId,
          action: rule.action === "remove" ? "removed" : "reduced",
          detail: `${records.length} ${rule.label}: ${rule.reason}.`,
          admin: actor,
        })),
    );
    const report: RetentionReport = {
      runId,
      rules: plan.map(({ rule, records }) => ({
        id: rule.id,
        action: rule.action,
        count: records.length,
        ids: records.map((record) => record.id),
      })),
    };
    return { report, storageKeys };
  });
  await removeStoredDecks(deps, storageKeys);
  return report;
}
