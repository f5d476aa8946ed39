import { z } from "zod";
import type { SubscriberImportResult } from "../../core/schemas/newsletter";
import { suppressedAmong } from "../mail/suppressions-repository";
import { listedAmong } from "./subscribers-repository";
import { subscribe } from "./subscriptions";

type Deps = Parameters<typeof subscribe>[0];

const Email = z.email();
/** The most addresses one import takes. */
export const IMPORT_LIMIT = 5000;

/**
 * Staff add addresses from the console: each new one is asked to confirm, like a sign-up on the
 * site (docs/decisions/047-mailing-list.md); one already listed is left as it is, and a suppressed
 * one (unsubscribed, bounced, complained) is neither added nor mailed, whatever the list says.
 */
export async function importSubscribers(
  deps: Deps,
  text: string,
  now: Date = new Date(),
): Promise<SubscriberImportResult> {
  const words = text
    .split(/[\s,;]+/)
    .map((word) => word.replace(/^<|>$/g, "").trim())
    .filter(Boolean);
  const invalid = words.filter((word) => !Email.safeParse(word).success);
  const unique = [
    ...new Map(
      words
        .filter((word) => Email.safeParse(word).success)
        .map((email) => [email.toLowerCase(), email]),
    ).values(),
  ];
  if (unique.length > IMPORT_LIMIT) {
    return {
      message: `At most ${IMPORT_LIMIT} addresses at a time: split the list.`,
      added: 0,
      alreadyListed: 0,
      suppressed: 0,
      invalid,
    };
  }
  const lower = unique.map((email) => email.toLowerCase());
  const [suppressed, listed] = await Promise.all([
    suppressedAmong(deps.db, lower),
    listedAmong(deps.db, lower),
  ]);
  let added = 0;
  for (const email of unique) {
    const key = email.toLowerCase();
    if (suppressed.has(key) || listed.has(key)) continue;
    await subscribe(deps, { email, source: "import" }, now);
    added += 1;
  }
  const alreadyListed = lower.filter((key) => listed.has(key) && !suppressed.has(key)).length;
  return {
    message: `${added} added and asked to confirm; ${alreadyListed} already listed; ${suppressed.size} suppressed, left out.`,
    added,
    alreadyListed,
    suppressed: suppressed.size,
    invalid,
  };
}
