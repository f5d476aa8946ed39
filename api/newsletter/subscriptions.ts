import type { FastifyBaseLogger } from "fastify";
import { type Language, languageOf } from "../../core/languages";
import {
  CONFIRMATION_LIFETIME_DAYS,
  CONFIRMATION_RESEND_HOURS,
  INTERESTS_BY_SOURCE,
  type SubscriberStatus,
  type SubscribeSource,
} from "../../core/mailing-list";
import type { SubscriptionState } from "../../core/schemas/newsletter";
import type { Database } from "../db/client";
import { HttpError } from "../lib/http-error";
import { hashToken, newToken } from "../lib/tokens";
import type { Mailer } from "../mail/mailer";
import {
  BLOCKING_REASONS,
  liftUnsubscribe,
  suppress,
  suppressionOf,
} from "../mail/suppressions-repository";
import {
  addInterests,
  deleteUnconfirmedBefore,
  findSubscriberByConfirmationHash,
  findSubscriberByEmail,
  findSubscriberByUnsubscribeToken,
  insertPendingSubscriber,
  type SubscriberRow,
  setSubscriberLanguage,
  setSubscriberStatus,
  takeConfirmationSlot,
} from "./subscribers-repository";
import { confirmationMail } from "./subscription-mails";

// Double opt-in and one-click unsubscribe (docs/decisions/047-mailing-list.md).

type Deps = { db: Database; mailer: Mailer; siteUrl: string };

const HOUR = 3600_000;

export const LINK_NOT_VALID =
  "This link is not valid any more. Sign up again from the footer of any page.";
export const UNSUBSCRIBE_LINK_NOT_VALID =
  "This unsubscribe link is not valid. Nobody was unsubscribed: check that the whole link was opened.";

/**
 * A sign-up from a page: the address is added as Pending confirmation and sent a link, or, when it
 * is already there, given the new interests and (if still unconfirmed, or unsubscribed) a new link
 * at most once a day. A subscribed address gets nothing; a bounced or complained one is never
 * mailed. The visitor is told the same in every case, so nobody learns who is on the list.
 */
export async function subscribe(
  deps: Deps,
  {
    email,
    source = "footer",
    language,
  }: { email: string; source?: SubscribeSource | undefined; language?: Language | undefined },
  now: Date = new Date(),
): Promise<void> {
  const interests = INTERESTS_BY_SOURCE[source];
  const blocked = await suppressionOf(deps.db, email);
  if (blocked && BLOCKING_REASONS.includes(blocked)) return;
  const subscriber =
    (await insertPendingSubscriber(deps.db, {
      email,
      source,
      interests: [...interests],
      language: language ?? "en",
    })) ?? (await findSubscriberByEmail(deps.db, email));
  if (!subscriber) return;
  await addInterests(deps.db, subscriber.id, interests);
  // A sign-up again from a page of the other language: the mails follow it from now on.
  if (language && language !== subscriber.language) {
    await setSubscriberLanguage(deps.db, subscriber.id, language);
    subscriber.language = language;
  }
  if (subscriber.status === "Pending confirmation" || subscriber.status === "Unsubscribed") {
    await sendConfirmation(deps, subscriber, now);
  }
}

/** A confirmation link for this address, unless one went out within the day. */
async function sendConfirmation(deps: Deps, subscriber: SubscriberRow, now: Date) {
  const token = newToken();
  const mayResend = await takeConfirmationSlot(deps.db, subscriber.id, {
    hash: hashToken(token),
    now,
    resendBefore: new Date(now.getTime() - CONFIRMATION_RESEND_HOURS * HOUR),
  });
  if (mayResend) {
    await deps.mailer.send(
      confirmationMail(subscriber.email, token, deps.siteUrl, languageOf(subscriber.language)),
    );
  }
}

/** An address as the public pages show it: enough to recognise, not to harvest. */
export function maskEmail(email: string): string {
  const [local = "", domain = ""] = email.split("@");
  const shown = local.length <= 2 ? local.slice(0, 1) : local.slice(0, 2);
  return `${shown}${"•".repeat(Math.max(1, Math.min(local.length - shown.length, 6)))}@${domain}`;
}

const stateOf = (row: SubscriberRow, message: string): SubscriptionState => ({
  message,
  email: maskEmail(row.email),
  status: row.status as SubscriberStatus,
});

/** Follows a confirmation link: the address is subscribed from now on (and no longer suppressed). */
export async function confirmSubscription(
  { db }: Pick<Deps, "db">,
  token: string,
  now: Date = new Date(),
): Promise<SubscriptionState> {
  const subscriber = await findSubscriberByConfirmationHash(db, hashToken(token));
  const expiredBefore = now.getTime() - CONFIRMATION_LIFETIME_DAYS * 24 * HOUR;
  if (!subscriber || (subscriber.confirmationSentAt?.getTime() ?? 0) < expiredBefore) {
    throw new HttpError(404, LINK_NOT_VALID);
  }
  const blocked = await suppressionOf(db, subscriber.email);
  if (blocked && BLOCKING_REASONS.includes(blocked)) throw new HttpError(404, LINK_NOT_VALID);
  await liftUnsubscribe(db, subscriber.email);
  const confirmed = await setSubscriberStatus(db, subscriber.id, "Subscribed", now);
  return stateOf(confirmed ?? subscriber, "Your subscription is confirmed.");
}

/**
 * Unsubscribes the address of an unsubscribe token, at once (RFC 8058's one-click POST, or the
 * page's): the subscriber becomes Unsubscribed and the address is suppressed, so neither a sign-up
 * nor an import puts it back without its owner confirming. Repeating it changes nothing.
 */
export async function unsubscribe(
  { db }: Pick<Deps, "db">,
  token: string,
  source: "one-click" | "unsubscribe page",
  now: Date = new Date(),
): Promise<SubscriptionState> {
  const subscriber = await subscriberOfToken(db, token);
  if (subscriber.status === "Subscribed" || subscriber.status === "Pending confirmation") {
    await suppress(db, subscriber.email, "Unsubscribed", source);
    const left = await setSubscriberStatus(db, subscriber.id, "Unsubscribed", now);
    return stateOf(left ?? subscriber, "You are unsubscribed.");
  }
  return stateOf(subscriber, "You are unsubscribed.");
}

/** "Subscribe again" on the unsubscribe page: the token proves the mailbox, so no new confirmation. */
export async function subscribeAgain(
  { db }: Pick<Deps, "db">,
  token: string,
  now: Date = new Date(),
): Promise<SubscriptionState> {
  const subscriber = await subscriberOfToken(db, token);
  if (subscriber.status !== "Unsubscribed") {
    return stateOf(
      subscriber,
      subscriber.status === "Subscribed"
        ? "You are subscribed."
        : "This address cannot be subscribed again: mail to it was not delivered.",
    );
  }
  await liftUnsubscribe(db, subscriber.email);
  const back = await setSubscriberStatus(db, subscriber.id, "Subscribed", now);
  return stateOf(back ?? subscriber, "You are subscribed again.");
}

/** What the newsletter's language page says once the choice is stored, in the language chosen. */
export const LANGUAGE_CHOSEN: Record<Language, string> = {
  en: "From the next newsletter on, you receive it in English.",
  ar: "ستصلك النشرة الإخبارية بالعربية بدءًا من العدد القادم.",
};

/**
 * "Receive it in English / بالعربية", from the page a newsletter's footer links to: the token of
 * that mail's links proves the mailbox, and every newsletter from then on goes in this language.
 */
export async function changeNewsletterLanguage(
  { db }: Pick<Deps, "db">,
  token: string,
  language: Language,
): Promise<{ message: string; language: Language }> {
  const subscriber = await subscriberOfToken(db, token);
  await setSubscriberLanguage(db, subscriber.id, language);
  return { message: LANGUAGE_CHOSEN[language], language };
}

async function subscriberOfToken(db: Database, token: string): Promise<SubscriberRow> {
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
  const subscriber = uuid.test(token)
    ? await findSubscriberByUnsubscribeToken(db, token.toLowerCase())
    : undefined;
  if (!subscriber) throw new HttpError(404, UNSUBSCRIBE_LINK_NOT_VALID);
  return subscriber;
}

/** The clean-up job's work: sign-ups unconfirmed for CONFIRMATION_LIFETIME_DAYS are removed. */
export async function removeUnconfirmed(
  { db, log }: { db: Database; log: FastifyBaseLogger },
  now: Date = new Date(),
): Promise<{ removed: number }> {
  const removed = await deleteUnconfirmedBefore(
    db,
    new Date(now.getTime() - CONFIRMATION_LIFETIME_DAYS * 24 * HOUR),
  );
  if (removed > 0) log.info({ removed }, "unconfirmed sign-ups removed");
  return { removed };
}
