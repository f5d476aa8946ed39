import type { FastifyBaseLogger } from "fastify";
import { Webhook, WebhookVerificationError } from "standardwebhooks";
import { z } from "zod";
import type { Database } from "../db/client";
import { HttpError } from "../lib/http-error";
import { suppress } from "../mail/suppressions-repository";
import { markSubscriberLeft } from "./subscribers-repository";

// The mail provider's bounce and complaint reports (docs/decisions/049-bounce-webhook.md): a
// webhook signed as Standard Webhooks specifies (HMAC-SHA256 of id.timestamp.body with a shared
// secret), checked here with the maintained `standardwebhooks` library, nothing fetched from
// anywhere. The events are those of providers that sign this way (Resend, through Svix).

export const INVALID_SIGNATURE = "Invalid webhook signature";
export const WEBHOOK_NOT_CONFIGURED =
  "The mail webhook is not configured on this server (MAIL_WEBHOOK_SECRET).";

const MailEventSchema = z.object({
  type: z.string().max(100),
  data: z.object({
    to: z.union([z.array(z.string().max(320)).max(100), z.string().max(320)]).optional(),
    bounce: z.object({ type: z.string().max(100).optional() }).optional(),
  }),
});
export type MailEvent = z.infer<typeof MailEventSchema>;

/**
 * The event, once its signature is checked against the raw body (within five minutes of its
 * timestamp, so an old one cannot be replayed). Svix, which signs for some providers, names the
 * same three headers svix-id, svix-timestamp and svix-signature.
 */
export function verifiedMailEvent(
  secret: string,
  rawBody: Buffer,
  headers: Record<string, string | string[] | undefined>,
): MailEvent {
  const header = (name: string) => {
    const value = headers[`webhook-${name}`] ?? headers[`svix-${name}`];
    return typeof value === "string" ? value : "";
  };
  let body: unknown;
  try {
    body = new Webhook(secret).verify(rawBody, {
      "webhook-id": header("id"),
      "webhook-timestamp": header("timestamp"),
      "webhook-signature": header("signature"),
    });
  } catch (error) {
    if (error instanceof WebhookVerificationError) throw new HttpError(400, INVALID_SIGNATURE);
    throw new HttpError(400, "Body is not valid JSON");
  }
  const parsed = MailEventSchema.safeParse(body);
  if (!parsed.success) throw new HttpError(400, "Unrecognised mail event");
  return parsed.data;
}

export type MailEventOutcome = "bounced" | "complained" | "ignored";

/**
 * A permanent bounce marks the address Bounced, a complaint Complained; either suppresses it for
 * every mail from then on. A temporary bounce (a full mailbox) and other events change nothing.
 * Repeating an event changes nothing more.
 */
export async function recordMailEvent(
  { db, log }: { db: Database; log: FastifyBaseLogger },
  event: MailEvent,
  now: Date = new Date(),
): Promise<MailEventOutcome> {
  const addresses = [event.data.to ?? []].flat().filter((to) => to.includes("@"));
  const permanentBounce =
    event.type === "email.bounced" && (event.data.bounce?.type ?? "Permanent") === "Permanent";
  const outcome: MailEventOutcome = permanentBounce
    ? "bounced"
    : event.type === "email.complained"
      ? "complained"
      : "ignored";
  if (outcome === "ignored") return outcome;
  const status = outcome === "bounced" ? "Bounced" : "Complained";
  for (const email of addresses) {
    await suppress(db, email, status, "webhook");
    await markSubscriberLeft(db, email, status, now);
  }
  log.info({ outcome, addresses: addresses.length }, "mail event recorded");
  return outcome;
}
