import { and, count, eq, gt, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import type { SecondStep } from "../../core/schemas/account";
import type { Database } from "../db/client";
import { adminUsers, signInChallenges, staffRecoveryCodes, staffTotp } from "../db/schema/staff";

export async function findTotp(db: Database, adminId: string) {
  const [row] = await db.select().from(staffTotp).where(eq(staffTotp.adminId, adminId));
  return row;
}

/** Whether the person has a confirmed authenticator app. */
export async function hasTotp(db: Database, adminId: string) {
  return Boolean((await findTotp(db, adminId))?.secret);
}

/** Keeps a new secret waiting for its first code; an active one, if any, stays as it is. */
export async function savePendingSecret(db: Database, adminId: string, sealed: string) {
  const pending = { pendingSecret: sealed, pendingCreatedAt: new Date() };
  await db
    .insert(staffTotp)
    .values({ adminId, ...pending })
    .onConflictDoUpdate({ target: staffTotp.adminId, set: pending });
}

/** The waiting secret becomes the active one, its code's step counted as used. */
export async function activatePendingSecret(db: Database, adminId: string, step: number) {
  const [row] = await db
    .update(staffTotp)
    .set({
      secret: sql`${staffTotp.pendingSecret}`,
      enabledAt: new Date(),
      lastUsedStep: step,
      pendingSecret: null,
      pendingCreatedAt: null,
    })
    .where(and(eq(staffTotp.adminId, adminId), isNotNull(staffTotp.pendingSecret)))
    .returning({ adminId: staffTotp.adminId });
  return Boolean(row);
}

/**
 * Marks a time step as used, only if it is later than the last one used: one statement, so two
 * requests with the same code cannot both pass. False when the code's step was already used.
 */
export async function claimTotpStep(db: Database, adminId: string, step: number) {
  const [row] = await db
    .update(staffTotp)
    .set({ lastUsedStep: step })
    .where(
      and(
        eq(staffTotp.adminId, adminId),
        isNotNull(staffTotp.secret),
        or(isNull(staffTotp.lastUsedStep), lt(staffTotp.lastUsedStep, step)),
      ),
    )
    .returning({ adminId: staffTotp.adminId });
  return Boolean(row);
}

export async function deleteTotp(db: Database, adminId: string) {
  await db.transaction(async (tx) => {
    await tx.delete(staffTotp).where(eq(staffTotp.adminId, adminId));
    await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.adminId, adminId));
  });
}

export async function replaceRecoveryCodes(db: Database, adminId: string, hashes: string[]) {
  await db.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.adminId, adminId));
  await db.insert(staffRecoveryCodes).values(hashes.map((codeHash) => ({ adminId, codeHash })));
}

/** Spends a recovery code: true the first time, false if it is unknown or was used. */
export async function spendRecoveryCode(db: Database, adminId: string, codeHash: string) {
  const [row] = await db
    .update(staffRecoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(staffRecoveryCodes.adminId, adminId),
        eq(staffRecoveryCodes.codeHash, codeHash),
        isNull(staffRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: staffRecoveryCodes.id });
  return Boolean(row);
}

export async function countUnusedRecoveryCodes(db: Database, adminId: string) {
  const [row] = await db
    .select({ left: count() })
    .from(staffRecoveryCodes)
    .where(and(eq(staffRecoveryCodes.adminId, adminId), isNull(staffRecoveryCodes.usedAt)));
  return row?.left ?? 0;
}

export async function createChallenge(
  db: Database,
  input: {
    adminId: string;
    tokenHash: string;
    purpose: SecondStep;
    ip: string;
    userAgent: string | null;
    expiresAt: Date;
  },
) {
  // The person's earlier challenges that ran out go: the table holds only recent sign-ins.
  await db
    .delete(signInChallenges)
    .where(
      and(eq(signInChallenges.adminId, input.adminId), lt(signInChallenges.expiresAt, new Date())),
    );
  await db.insert(signInChallenges).values(input);
}

/** A challenge for this purpose, not used, not expired, with the person it is for. */
export async function findLiveChallenge(db: Database, tokenHash: string, purpose: SecondStep) {
  const [row] = await db
    .select({
      id: signInChallenges.id,
      failedAttempts: signInChallenges.failedAttempts,
      adminId: adminUsers.id,
      username: adminUsers.username,
      name: adminUsers.displayName,
    })
    .from(signInChallenges)
    .innerJoin(adminUsers, eq(adminUsers.id, signInChallenges.adminId))
    .where(
      and(
        eq(signInChallenges.tokenHash, tokenHash),
        eq(signInChallenges.purpose, purpose),
        isNull(signInChallenges.usedAt),
        gt(signInChallenges.expiresAt, new Date()),
        // Deactivated after the password was given: the sign-in goes no further.
        isNull(adminUsers.deactivatedAt),
      ),
    );
  return row;
}

/** Counts a wrong code against the challenge; at `limit` wrong codes it can no longer be used. */
export async function recordChallengeFailure(db: Database, id: string, limit: number) {
  await db
    .update(signInChallenges)
    .set({
      failedAttempts: sql`${signInChallenges.failedAttempts} + 1`,
      usedAt: sql`case when ${signInChallenges.failedAttempts} + 1 >= ${limit} then now() end`,
    })
    .where(eq(signInChallenges.id, id));
}

/** Uses the challenge up: true for the one request that does it first. */
export async function spendChallenge(db: Database, id: string) {
  const [row] = await db
    .update(signInChallenges)
    .set({ usedAt: new Date() })
    .where(and(eq(signInChallenges.id, id), isNull(signInChallenges.usedAt)))
    .returning({ id: signInChallenges.id });
  return Boolean(row);
}

export async function findPasswordHash(db: Database, adminId: string) {
  const [row] = await db
    .select({ passwordHash: adminUsers.passwordHash })
    .from(adminUsers)
    .where(eq(adminUsers.id, adminId));
  return row?.passwordHash;
}
