import type { FastifyBaseLogger } from "fastify";
import {
  DRAFT_ALREADY_SUBMITTED,
  DRAFT_LINK_INVALID,
  DRAFT_SAVED_MESSAGE,
} from "../../core/application-messages";
import { languageOf } from "../../core/languages";
import {
  DRAFT_STEP_NAMES,
  type Draft,
  type DraftFunnel,
  type DraftSave,
} from "../../core/schemas/application-draft";
import type { Database } from "../db/client";
import { HttpError } from "../lib/http-error";
import { hashToken, newToken } from "../lib/tokens";
import type { Mailer } from "../mail/mailer";
import { draftReminderMail, draftSavedMail, resumeLink } from "./draft-mails";
import {
  addDraftLink,
  createDraft,
  type DraftRow,
  draftCounts,
  findDraftByTokenHash,
  markDraftsFollowedByApplications,
  takeDraftsDueReminder,
  toDraft,
  updateDraft,
} from "./drafts-repository";

type Deps = { db: Database; mailer: Mailer; log: FastifyBaseLogger; siteUrl: string };

/** A draft is reminded of once, this long after its last save, unless the founder applied. */
export const DRAFT_REMINDER_AFTER_DAYS = 3;
/** A draft is removed this long after its last save (submitted or not). */
export const DRAFT_KEPT_DAYS = 30;

const days = (n: number) => n * 24 * 3_600_000;

export { DRAFT_ALREADY_SUBMITTED, DRAFT_LINK_INVALID, DRAFT_SAVED_MESSAGE };

/** Only the answers given (blank ones are not worth keeping), all as text. */
const answersToKeep = (answers: DraftSave["answers"]) =>
  Object.fromEntries(
    Object.entries(answers).filter(
      (entry): entry is [string, string] => typeof entry[1] === "string" && entry[1].trim() !== "",
    ),
  );

/**
 * "Save and continue later": the answers and step are kept on the server and a link to them is
 * e-mailed. With the token of an earlier save the same draft is updated (and the same link sent
 * again); otherwise a new draft and link are made. Answers the token for the browser to keep.
 */
export async function saveDraft(deps: Deps, input: DraftSave): Promise<string> {
  const values = { email: input.email, step: input.step, answers: answersToKeep(input.answers) };
  // A draft keeps the language it was started in; a later save from the other page changes nothing.
  const firstValues = { ...values, language: input.language ?? "en" };
  const known = input.token
    ? await findDraftByTokenHash(deps.db, hashToken(input.token))
    : undefined;
  let token = input.token;
  let draft: DraftRow | undefined =
    known && !known.submittedAt ? await updateDraft(deps.db, known.id, values) : undefined;
  if (!draft || !token) {
    token = newToken();
    const made = await deps.db.transaction(async (tx) => {
      const row = await createDraft(tx, firstValues);
      await addDraftLink(tx, row.id, hashToken(token as string));
      return row;
    });
    draft = made;
  }
  await deps.mailer.send(
    draftSavedMail(
      {
        to: draft.email,
        link: resumeLink(deps.siteUrl, token, languageOf(draft.language)),
        language: languageOf(draft.language),
      },
      DRAFT_KEPT_DAYS,
    ),
  );
  return token;
}

/** The draft a resume link opens; a 404 for an unknown link, a 410 once it has been submitted. */
export async function resumeDraft(db: Database, token: string): Promise<Draft> {
  const draft = await findDraftByTokenHash(db, hashToken(token));
  if (!draft) throw new HttpError(404, DRAFT_LINK_INVALID);
  if (draft.submittedAt) throw new HttpError(410, DRAFT_ALREADY_SUBMITTED);
  return toDraft(draft);
}

/**
 * The reminder job's work: each unfinished draft last saved three days ago or more, whose founder
 * has not applied since, gets one e-mail with a fresh link (the first link still works).
 */
export async function sendDraftReminders({ db, mailer, siteUrl }: Deps, now: Date) {
  const submitted = await markDraftsFollowedByApplications(db, now);
  const due = await takeDraftsDueReminder(
    db,
    new Date(now.getTime() - days(DRAFT_REMINDER_AFTER_DAYS)),
    now,
  );
  for (const draft of due) {
    const token = newToken();
    await addDraftLink(db, draft.id, hashToken(token));
    const language = languageOf(draft.language);
    await mailer.send(
      draftReminderMail({ to: draft.email, link: resumeLink(siteUrl, token, language), language }),
    );
  }
  return { reminded: due.length, submitted };
}

/** The console's chart: unfinished drafts by the screen they stopped on, every screen listed. */
export async function draftFunnel(db: Database): Promise<DraftFunnel> {
  const { byStep, submitted } = await draftCounts(db);
  const counted = new Map(byStep.map((row) => [row.step, row.drafts]));
  return {
    steps: DRAFT_STEP_NAMES.map((name, index) => ({
      step: index + 1,
      name,
      drafts: counted.get(index + 1) ?? 0,
    })),
    submitted,
  };
}
