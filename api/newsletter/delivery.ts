import type { FastifyBaseLogger } from "fastify";
import { type Language, pathInLanguage } from "../../core/languages";
import { NEWSLETTER_LANGUAGE_PATH, UNSUBSCRIBE_PATH } from "../../core/mailing-list";
import type { Database } from "../db/client";
import type { Mailer } from "../mail/mailer";
import {
  claimDeliveries,
  type DeliveryRow,
  dueScheduled,
  finishIfDone,
  leftSinceQueued,
  markDelivery,
  type NewsletterRow,
  nextBatchTime,
  queueRecipients,
  takeBatchWindow,
} from "./newsletters-repository";
import {
  type NewsletterEdition,
  newsletterEdition,
  personaliseNewsletter,
  type RecipientLinks,
} from "./render";
import { siteLink } from "./subscription-mails";

// Sending a newsletter (docs/decisions/047-mailing-list.md): recipients are queued as rows, then
// sent in batches whose pace is held in the database (newsletters.next_batch_at), each recipient
// claimed with a lease and marked sent the moment the SMTP server takes its mail. A restart loses
// nothing and repeats nothing already recorded; the next batch starts where the last one stopped.

type Deps = {
  db: Database;
  mailer: Mailer;
  log: FastifyBaseLogger;
  siteUrl: string;
  /** True once the instance is stopping: the batch ends after the mails in hand. */
  stopping?: (() => boolean) | undefined;
};

/** The shortest time between two batches of one newsletter; a slower rate waits longer. */
export const BATCH_SECONDS = 5;
/** Attempts a recipient gets before it counts as failed. */
export const DELIVERY_MAX_ATTEMPTS = 3;
/** How long a claimed recipient is held: after it, another run takes it (its process stopped). */
const LEASE_SECONDS = 120;
/** Mails handed to the SMTP connections at once (as many as the pool holds). */
const CONCURRENCY = 8;
/** Recipients claimed at a time within a batch: a stop waits for at most these. */
const CHUNK = 50;

/** The batch window and size that keep to `ratePerMinute`. */
export function batchPlan(ratePerMinute: number): { windowSeconds: number; size: number } {
  const windowSeconds = Math.max(BATCH_SECONDS, 60 / ratePerMinute);
  return { windowSeconds, size: Math.max(1, Math.round((ratePerMinute * windowSeconds) / 60)) };
}

/** The unsubscribe URL of one recipient: a page that also takes RFC 8058's one-click POST. */
export const unsubscribeUrl = (siteUrl: string, token: string) =>
  siteLink(siteUrl, UNSUBSCRIBE_PATH, token);

/**
 * A recipient's links in the footer, to the pages in their language: the unsubscribe page, and the
 * page that changes the language the newsletter comes in (List-Unsubscribe keeps `unsubscribeUrl`,
 * the address RFC 8058's one-click POST is answered at).
 */
export const recipientLinks = (
  siteUrl: string,
  token: string,
  language: Language,
): RecipientLinks => ({
  unsubscribe: siteLink(siteUrl, pathInLanguage(language, UNSUBSCRIBE_PATH), token),
  language: siteLink(siteUrl, pathInLanguage(language, NEWSLETTER_LANGUAGE_PATH), token),
});

/** A newsletter's editions, each rendered the first time a recipient in its language needs it. */
type Editions = (language: Language) => NewsletterEdition;

/** Queues a newsletter's recipients now ("Send now", or its scheduled time come). */
export async function startSending(
  { db, log }: Pick<Deps, "db" | "log">,
  id: string,
  now: Date = new Date(),
): Promise<number | null> {
  const queued = await queueRecipients(db, id, now);
  if (queued !== null) log.info({ newsletterId: id, queued }, "newsletter queued");
  if (queued !== null) await finishIfDone(db, id, now);
  return queued;
}

export type SendReport = {
  started: number;
  batches: number;
  sent: number;
  failed: number;
  next: Date | null;
};

/**
 * The newsletter-send job's work: start the scheduled newsletters whose time has come, then send
 * one batch of each sending newsletter whose window is due. Answers when the next batch is due.
 */
export async function sendDueBatches(deps: Deps, now: Date = new Date()): Promise<SendReport> {
  const report: SendReport = { started: 0, batches: 0, sent: 0, failed: 0, next: null };
  for (const id of await dueScheduled(deps.db, now)) {
    if ((await startSending(deps, id, now)) !== null) report.started += 1;
  }
  const rendered = new Map<string, NewsletterEdition>();
  for (;;) {
    const newsletter = await takeBatchWindow(deps.db, now, (rate) => batchPlan(rate).windowSeconds);
    if (!newsletter) break;
    report.batches += 1;
    const editions: Editions = (language) => {
      const key = `${newsletter.id}:${language}`;
      const edition = rendered.get(key) ?? newsletterEdition(newsletter, language, deps.siteUrl);
      rendered.set(key, edition);
      return edition;
    };
    const outcome = await sendBatch(deps, newsletter, editions, now);
    report.sent += outcome.sent;
    report.failed += outcome.failed;
  }
  report.next = await nextBatchTime(deps.db);
  return report;
}

async function sendBatch(
  deps: Deps,
  newsletter: NewsletterRow,
  editions: Editions,
  now: Date,
): Promise<{ sent: number; failed: number }> {
  const { db } = deps;
  const outcome = { sent: 0, failed: 0 };
  let left = batchPlan(newsletter.ratePerMinute).size;
  while (left > 0 && !deps.stopping?.()) {
    const claimed = await claimDeliveries(db, newsletter.id, {
      now,
      leaseUntil: new Date(Date.now() + LEASE_SECONDS * 1000),
      limit: Math.min(CHUNK, left),
    });
    if (claimed.length === 0) break;
    left -= claimed.length;
    const gone = await leftSinceQueued(
      db,
      claimed.map((delivery) => delivery.id),
    );
    for (const id of gone) await markDelivery(db, id, { status: "skipped", notBefore: null });
    const queue = claimed.filter((delivery) => !gone.has(delivery.id));
    const worker = async () => {
      for (let delivery = queue.shift(); delivery; delivery = queue.shift()) {
        if (await deliverOne(deps, editions, delivery)) outcome.sent += 1;
        else outcome.failed += 1;
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  }
  await finishIfDone(db, newsletter.id, new Date());
  return outcome;
}

/**
 * Sends one recipient's mail, in the language its subscriber reads now, and records it; a refused
 * mail waits and is tried again, up to its attempts.
 */
async function deliverOne(
  { db, mailer, log, siteUrl }: Deps,
  editions: Editions,
  delivery: DeliveryRow,
): Promise<boolean> {
  const url = unsubscribeUrl(siteUrl, delivery.unsubscribeToken);
  const edition = editions(delivery.language);
  const parts = personaliseNewsletter(
    edition,
    recipientLinks(siteUrl, delivery.unsubscribeToken, delivery.language),
  );
  try {
    await mailer.deliverListMail(
      {
        kind: "newsletter",
        language: delivery.language,
        to: delivery.email,
        subject: edition.subject,
        text: parts.text,
        html: parts.html,
        listUnsubscribe: url,
      },
      delivery.id,
    );
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const last = delivery.attempts >= DELIVERY_MAX_ATTEMPTS;
    log.warn({ deliveryId: delivery.id, err: error }, "newsletter mail refused");
    await markDelivery(db, delivery.id, {
      status: last ? "failed" : "queued",
      error: message.slice(0, 500),
      notBefore: last ? null : new Date(Date.now() + 60_000 * 2 ** (delivery.attempts - 1)),
    });
    return false;
  }
  // Recorded at once, one by one: a restart re-sends nothing that got this far.
  await markDelivery(db, delivery.id, {
    status: "sent",
    sentAt: new Date(),
    error: null,
    notBefore: null,
  });
  return true;
}
