import { randomUUID } from "node:crypto";
import type { Language } from "../../core/languages";
import type {
  Newsletter,
  NewsletterInput,
  NewsletterPreview,
  NewsletterPreviewInput,
} from "../../core/schemas/newsletter";
import type { Database } from "../db/client";
import { HttpError, notFound } from "../lib/http-error";
import { MAIL_NO_SMTP } from "../mail/mail-retry";
import type { Mailer } from "../mail/mailer";
import { recipientLinks, unsubscribeUrl } from "./delivery";
import {
  countAudience,
  countDeliveries,
  deleteDraft,
  findNewsletter,
  insertNewsletter,
  listNewsletterRows,
  moveNewsletter,
  type NewsletterRow,
  toNewsletter,
  updateDraft,
} from "./newsletters-repository";
import {
  type NewsletterTexts,
  newsletterEdition,
  personaliseNewsletter,
  renderNewsletterContent,
} from "./render";

// The console's newsletters (admins): drafts, the live preview, a test to oneself, and the send,
// now or at a time (docs/decisions/047-mailing-list.md). The sending itself is api/newsletter/delivery.ts.

type Deps = { db: Database; mailer: Mailer; siteUrl: string };

export const NOT_A_DRAFT = "Only a draft can be changed: this newsletter is scheduled or sent.";
export const NOT_SCHEDULED = "This newsletter is not scheduled.";
export const IN_THE_PAST = "Choose a time in the future, or send it now.";
export const NOBODY_TO_SEND_TO =
  "Nobody is subscribed with these interests: there is no one to send it to.";

async function withCounts(db: Database, rows: NewsletterRow[]): Promise<Newsletter[]> {
  const counts = await countDeliveries(
    db,
    rows.map((row) => row.id),
  );
  // Once queued, the audience is its recipients; before, whoever is subscribed now.
  return Promise.all(
    rows.map(async (row) =>
      toNewsletter(
        row,
        counts.get(row.id),
        row.queuedAt
          ? queuedTotal(counts.get(row.id))
          : await countAudience(db, row.audience.interests),
      ),
    ),
  );
}

const queuedTotal = (counts: Newsletter["counts"] | undefined) =>
  counts ? counts.queued + counts.sent + counts.failed + counts.skipped : 0;

export async function listNewsletters({ db }: Pick<Deps, "db">): Promise<Newsletter[]> {
  return withCounts(db, await listNewsletterRows(db));
}

export async function getNewsletter({ db }: Pick<Deps, "db">, id: string): Promise<Newsletter> {
  const row = await findNewsletter(db, id);
  if (!row) throw notFound("Newsletter");
  const [newsletter] = await withCounts(db, [row]);
  return newsletter as Newsletter;
}

export async function createNewsletter(
  { db }: Pick<Deps, "db">,
  input: NewsletterInput,
  by: string,
): Promise<Newsletter> {
  const row = await insertNewsletter(db, input, by);
  return getNewsletter({ db }, row.id);
}

export async function editNewsletter(
  { db }: Pick<Deps, "db">,
  id: string,
  input: NewsletterInput,
  by: string,
): Promise<Newsletter> {
  const row = await updateDraft(db, id, input, by);
  if (!row)
    throw (await findNewsletter(db, id)) ? new HttpError(409, NOT_A_DRAFT) : notFound("Newsletter");
  return getNewsletter({ db }, id);
}

export async function removeNewsletter({ db }: Pick<Deps, "db">, id: string): Promise<void> {
  if (await deleteDraft(db, id)) return;
  throw (await findNewsletter(db, id)) ? new HttpError(409, NOT_A_DRAFT) : notFound("Newsletter");
}

/** The newsletter's mail in `language` as a recipient gets it, with their links to `token`. */
function mailIn(siteUrl: string, texts: NewsletterTexts, language: Language, token: string) {
  const edition = newsletterEdition(texts, language, siteUrl);
  return {
    subject: edition.subject,
    problems: edition.content.problems,
    ...personaliseNewsletter(edition, recipientLinks(siteUrl, token, language)),
  };
}

/**
 * The live preview: both parts as a subscriber gets them (with sample links), in English and as
 * the subscribers who signed up in Arabic get it (English where no Arabic was written).
 */
export function previewNewsletter(
  { siteUrl }: Pick<Deps, "siteUrl">,
  input: NewsletterPreviewInput,
): NewsletterPreview {
  const texts = { subjectAr: "", bodyAr: "", ...input };
  const { subject: _en, ...english } = mailIn(siteUrl, texts, "en", "preview");
  const { subject: _ar, ...arabic } = mailIn(siteUrl, texts, "ar", "preview");
  return { ...english, arabic };
}

/** What stops the newsletter from being sent, in either language: links or images off the site. */
const problemsOf = (siteUrl: string, row: NewsletterRow) => [
  ...renderNewsletterContent(row.body, siteUrl).problems,
  ...renderNewsletterContent(row.bodyAr, siteUrl).problems.map(
    (problem) => `In Arabic: ${problem}`,
  ),
];

/** Refuses a newsletter that cannot go out: links off the site, or no way to send mail. */
function refuseUnsendable(
  { mailer, siteUrl }: Pick<Deps, "mailer" | "siteUrl">,
  row: NewsletterRow,
) {
  const problems = problemsOf(siteUrl, row);
  if (problems.length > 0) throw new HttpError(409, problems.join(" "));
  if (!mailer.delivers) throw new HttpError(409, MAIL_NO_SMTP);
}

/**
 * "Send a test to yourself": the newsletter as subscribers will get it, subject marked [Test],
 * through the outbox; and, when any of it is written in Arabic, the Arabic subscribers' mail too.
 * Its links are sample ones that unsubscribe nobody.
 */
export async function sendTestNewsletter(deps: Deps, id: string, to: string): Promise<void> {
  const row = await findNewsletter(deps.db, id);
  if (!row) throw notFound("Newsletter");
  const problems = problemsOf(deps.siteUrl, row);
  if (problems.length > 0) throw new HttpError(409, problems.join(" "));
  const token = randomUUID();
  const languages: Language[] = row.subjectAr.trim() || row.bodyAr.trim() ? ["en", "ar"] : ["en"];
  for (const language of languages) {
    const { subject, problems: _, ...parts } = mailIn(deps.siteUrl, row, language, token);
    await deps.mailer.send({
      kind: "newsletter-test",
      language,
      to,
      subject: `[Test] ${subject}`,
      text: parts.text,
      html: parts.html,
      listUnsubscribe: unsubscribeUrl(deps.siteUrl, token),
    });
  }
}

/**
 * Schedules the newsletter, or (without a time) marks it to go now: the send job queues its
 * recipients and sends it in batches. Answers it as it is then.
 */
export async function scheduleNewsletter(
  deps: Deps,
  id: string,
  scheduledAt: Date | null,
  by: string,
  now: Date = new Date(),
): Promise<Newsletter> {
  const row = await findNewsletter(deps.db, id);
  if (!row) throw notFound("Newsletter");
  if (row.status !== "Draft") throw new HttpError(409, NOT_A_DRAFT);
  if (scheduledAt && scheduledAt.getTime() <= now.getTime()) throw new HttpError(400, IN_THE_PAST);
  refuseUnsendable(deps, row);
  if ((await countAudience(deps.db, row.audience.interests)) === 0) {
    throw new HttpError(409, NOBODY_TO_SEND_TO);
  }
  const moved = await moveNewsletter(deps.db, id, ["Draft"], {
    status: "Scheduled",
    scheduledAt: scheduledAt ?? now,
    updatedBy: by,
  });
  if (!moved) throw new HttpError(409, NOT_A_DRAFT);
  return getNewsletter(deps, id);
}

/** A scheduled newsletter goes back to being a draft (before its time comes). */
export async function unscheduleNewsletter(
  { db }: Pick<Deps, "db">,
  id: string,
  by: string,
): Promise<Newsletter> {
  const moved = await moveNewsletter(db, id, ["Scheduled"], {
    status: "Draft",
    scheduledAt: null,
    updatedBy: by,
  });
  if (!moved)
    throw (await findNewsletter(db, id))
      ? new HttpError(409, NOT_SCHEDULED)
      : notFound("Newsletter");
  return getNewsletter({ db }, id);
}
