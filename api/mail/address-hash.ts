import { createHash } from "node:crypto";
import { type SQL, sql } from "drizzle-orm";

// The suppression list keeps no address, only its hash (docs/decisions/047-mailing-list.md): what
// it must do (never mail it again, refuse it on an import) needs no more, and the privacy policy
// says a newsletter address is removed when its owner unsubscribes.

/** sha256 (hex) of the address as it is compared: trimmed, lower-cased. */
export const addressHash = (email: string) =>
  createHash("sha256").update(email.trim().toLowerCase(), "utf8").digest("hex");

/** The same hash computed by the database, for a column or expression holding an address. */
export const addressHashSql = (email: SQL) =>
  sql`encode(sha256(convert_to(lower(trim(${email})), 'UTF8')), 'hex')`;
