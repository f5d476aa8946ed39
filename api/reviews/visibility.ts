import type { AdminIdentity } from "../staff/staff-repository";

/**
 * Admins oversee the review: they see every submitted scorecard. A reviewer sees the others' only
 * once they submitted their own (docs/decisions/020-scorecards.md), so nobody scores anchored.
 */
export const seesEveryScorecard = (viewer: AdminIdentity) => viewer.role === "admin";
