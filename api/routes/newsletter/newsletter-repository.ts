import type { Database } from "../../db/client";
import { subscribers } from "../../db/schema";

/** Stores the e-mail once: a second subscription (in any letter case) leaves the first row as it is. */
export async function subscribe(db: Database, email: string): Promise<void> {
  await db.insert(subscribers).values({ email }).onConflictDoNothing();
}
