import type { Database } from "../db/client";
import type { AdminIdentity } from "../staff/staff-repository";
import { reviewedAmong } from "./scorecards-repository";

/**
 * Admins oversee the review: they see every submitted scorecard. A reviewer sees the others' only
 * once they submitted their own (docs/decisions/020-scorecards.md), so nobody scores anchored.
 */
export const seesEveryScorecard = (viewer: AdminIdentity) => viewer.role === "admin";

/**
 * Applications as the viewer may see them: a reviewer gets the median only of those they submitted
 * a scorecard of (the number of reviews stays: it tells how many, not what they said).
 */
export async function withVisibleMedians<Item extends { _id: string; reviewMedian: number | null }>(
  db: Database,
  items: Item[],
  viewer: AdminIdentity,
): Promise<Item[]> {
  if (seesEveryScorecard(viewer)) return items;
  const reviewed = await reviewedAmong(
    db,
    viewer.id,
    items.map((item) => item._id),
  );
  return items.map((item) => (reviewed.has(item._id) ? item : { ...item, reviewMedian: null }));
}
