import { DEAL_LINK_NOT_VALID } from "../../core/deal-links";
import { answerLines } from "../../core/deal-mail-texts";
import { type Language, pathInLanguage } from "../../core/languages";
import type { DealAnswerFields, DealAnswerLinkOpening } from "../../core/schemas/deal-answer";
import { DEAL_ANSWER_PATH } from "../../core/site-paths";
import type { Database } from "../db/client";
import { HttpError } from "../lib/http-error";
import { hashToken, newToken } from "../lib/tokens";
import type { Mailer } from "../mail/mailer";
import { answerLinkByTokenHash, insertAnswerLink } from "./answer-links-repository";
import { recordAnswer } from "./answers";
import { answersOf, toAnswer } from "./answers-repository";
import { endedLinkError, isLive } from "./deal-room";

// Answers straight from the mail (docs/decisions/080-answers-from-the-mail.md). The share mail and
// each reminder carry one link per answer, all with one token of their own, which answers for the
// person's deal link and does nothing else: it opens no memo and needs no code. The token is after
// the "#", so a mail scanner or a link preview that fetches the address sends the server nothing;
// the page it opens asks to confirm, and only the confirming post records the answer.

/** A mail's answer link: the answer chosen in the query, the token after the "#". */
export const answerLinkUrl = (
  siteUrl: string,
  token: string,
  kind: string,
  language: Language = "en",
) =>
  `${siteUrl.replace(/\/$/, "")}${pathInLanguage(language, DEAL_ANSWER_PATH)}?answer=${kind}#token=${token}`;

/** A new answer link for a person's deal link (one per mail); the token, for the mail only. */
export async function issueAnswerLink(db: Database, linkId: string, now: Date) {
  const token = newToken();
  await insertAnswerLink(db, { linkId, tokenHash: hashToken(token), createdAt: now });
  return token;
}

/** The lines of a mail that offer the five answers, each a link on a line of its own, in `language`. */
export const answerLinkLines = (siteUrl: string, token: string, language: Language) =>
  answerLines(language, (kind) => answerLinkUrl(siteUrl, token, kind, language));

/** The live deal link an answer link answers for; otherwise why not, said as the room says it. */
async function liveAnswerLink(db: Database, token: string, now: Date) {
  const found = token.length <= 200 ? await answerLinkByTokenHash(db, hashToken(token)) : undefined;
  if (!found) throw new HttpError(403, DEAL_LINK_NOT_VALID);
  if (!isLive(found, now)) throw await endedLinkError(db, found);
  return found;
}

type AnswerLink = Awaited<ReturnType<typeof liveAnswerLink>>;

/** What the answer page shows of a live answer link: whom it answers for, and the answer now. */
async function openingOf(
  db: Database,
  found: AnswerLink,
  now: Date,
): Promise<DealAnswerLinkOpening> {
  const [current] = await answersOf(db, found.share.applicationId, found.share.firmId);
  return {
    startupName: found.startupName,
    firmName: found.firm.name,
    personName: found.link.personName,
    email: found.link.email,
    respondBy: found.share.respondBy?.toISOString() ?? null,
    late: found.share.respondBy !== null && found.share.respondBy <= now,
    current: current ? toAnswer(current) : null,
  };
}

/**
 * Whom an answer link answers for, and the firm's answer now: what its page shows before the person
 * confirms. Records nothing: not an opening, not a view (a scanner that runs the page's scripts
 * gets here too).
 */
export async function openAnswerLink(
  db: Database,
  token: string,
  now = new Date(),
): Promise<DealAnswerLinkOpening> {
  return openingOf(db, await liveAnswerLink(db, token, now), now);
}

/** The answer confirmed on an answer link's page, recorded for the link's person. */
export async function answerFromMail(
  deps: { db: Database; mailer: Mailer; siteUrl: string },
  token: string,
  input: DealAnswerFields,
  ip: string,
  now = new Date(),
): Promise<DealAnswerLinkOpening> {
  const found = await liveAnswerLink(deps.db, token, now);
  const giver = {
    applicationId: found.share.applicationId,
    firmId: found.share.firmId,
    linkId: found.link.id,
    personName: found.link.personName,
    email: found.link.email,
    firmName: found.firm.name,
  };
  await recordAnswer(deps, giver, input, { ip, via: "mail" }, now);
  return openingOf(deps.db, found, now);
}
