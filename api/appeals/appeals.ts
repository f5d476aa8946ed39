import type { FastifyBaseLogger } from "fastify";
import { APPEAL_MAIL_TEXTS } from "../../core/appeal-mail-texts";
import {
  APPEAL_ALREADY_MADE,
  appealDueAt,
  appealOpenUntil,
  appealRefusal,
} from "../../core/appeals";
import { FOUNDER_MAIL_TEXTS } from "../../core/founder-mail-texts";
import { languageOf } from "../../core/languages";
import type {
  Appeal,
  AppealCounts,
  AppealRecommendationInput,
  AppealView,
  FounderAppeal,
  OpenAppeals,
} from "../../core/schemas/appeals";
import { type Actor, recordAudit } from "../audit/audit-repository";
import { loadBusinessCalendar } from "../calendar/holidays-repository";
import type { Database } from "../db/client";
import { founderPageLink } from "../decision-mails/founder-link";
import { HttpError, notFound } from "../lib/http-error";
import type { Mailer } from "../mail/mailer";
import { conflictWith } from "../reviews/conflicts";
import type { AdminIdentity } from "../staff/staff-repository";
import {
  type AppealRow,
  appealCounts,
  appealReviewerCandidates,
  appealSubject,
  assignAppealReviewer,
  findAppeal,
  insertAppeal,
  openAppeals,
  storeRecommendation,
} from "./appeals-repository";

// Appeals (docs/decisions/084-appeals.md): a declined founder appeals once, within 30 days, from
// their page; the appeal goes to a reviewer who did not score the application and has no conflict
// with it; the reviewer recommends, an admin decides within 10 business days, and the founder
// hears the outcome by mail and on their page. Each step is a line in the application's history.

export type Deps = { db: Database; mailer: Mailer; log: FastifyBaseLogger; siteUrl: string };
type Subject = NonNullable<Awaited<ReturnType<typeof appealSubject>>>;

const THE_FOUNDER: Actor = { id: null, name: "The founder" };
export const NOT_YOUR_APPEAL = "No appeal of this application is assigned to you.";
export const APPEAL_DECIDED = "This appeal is already decided: its outcome went to the founder.";
export const NO_APPEAL = "This application has no appeal.";

/** What the founder's page shows of the appeal; null when there is nothing to appeal or show. */
export async function founderAppeal(
  db: Database,
  applicationId: string,
  now: Date,
): Promise<FounderAppeal | null> {
  const [subject, appeal] = await Promise.all([
    appealSubject(db, applicationId),
    findAppeal(db, applicationId),
  ]);
  if (!subject) return null;
  const openUntil = appealOpenUntil({ ...subject, appealed: appeal !== undefined }, now);
  if (!appeal && !openUntil) return null;
  return {
    openUntil: openUntil?.toISOString() ?? null,
    receivedAt: appeal?.receivedAt.toISOString() ?? null,
    reason: appeal?.reason ?? null,
    decidedAt: appeal?.decidedAt?.toISOString() ?? null,
    outcome: (appeal?.outcome as FounderAppeal["outcome"]) ?? null,
    outcomeText: appeal?.outcomeText ?? null,
  };
}

/**
 * The first reviewer in line (fewest open appeals) who has no conflict of interest with the
 * application; null when there is none.
 */
async function freshReviewer(db: Database, applicationId: string) {
  for (const candidate of await appealReviewerCandidates(db, applicationId)) {
    if (!(await conflictWith(db, candidate.id, applicationId))) return candidate;
  }
  return null;
}

const assignmentLine = (reviewer: { name: string } | null) =>
  reviewer
    ? `Assigned to ${reviewer.name}.`
    : "Waiting for a reviewer: every reviewer scored it or has a conflict of interest.";

export async function mailFounder(
  deps: Deps,
  subject: Subject,
  mail: { kind: string; subject: string; lines: string[] },
) {
  const language = languageOf(subject.language);
  const texts = FOUNDER_MAIL_TEXTS[language];
  await deps.mailer.send({
    kind: mail.kind,
    to: subject.email,
    language,
    subject: mail.subject,
    text: [texts.greeting(subject.fullName), "", ...mail.lines, "", ...texts.signature].join("\n"),
  });
}

/** A fresh link to the founder's page for a mail, or null (said in the log) when none is made. */
export const appealPageLink = (deps: Deps, subject: Subject) =>
  founderPageLink(deps, subject.id, languageOf(subject.language)).catch((error: unknown) => {
    deps.log.error({ applicationId: subject.id, err: error }, "founder link not made");
    return null;
  });

/** The founder's appeal: refused (409) unless declined, within 30 days and the first. */
export async function makeAppeal(
  deps: Deps,
  applicationId: string,
  reason: string,
  now: Date,
): Promise<FounderAppeal> {
  const { db } = deps;
  const subject = await appealSubject(db, applicationId);
  if (!subject) throw notFound("Application");
  const earlier = await findAppeal(db, applicationId);
  const refusal = appealRefusal({ ...subject, appealed: earlier !== undefined }, now);
  if (refusal) throw new HttpError(409, refusal);
  const dueAt = appealDueAt(await loadBusinessCalendar(db), now);
  const reviewer = await freshReviewer(db, applicationId);
  const made = await db.transaction(async (tx) => {
    const inserted = await insertAppeal(tx, {
      applicationId,
      reason,
      receivedAt: now,
      dueAt,
      reviewerId: reviewer?.id ?? null,
    });
    if (inserted) {
      await recordAudit(tx, {
        entityType: "application",
        entityId: applicationId,
        action: "Appeal received",
        detail: assignmentLine(reviewer),
        admin: THE_FOUNDER,
      });
    }
    return inserted;
  });
  // Two posts at once: the second finds the first's row.
  if (!made) throw new HttpError(409, APPEAL_ALREADY_MADE);
  const texts = APPEAL_MAIL_TEXTS[languageOf(subject.language)].received;
  await mailFounder(deps, subject, {
    kind: "appeal-received",
    subject: texts.subject(subject.startupName),
    lines: texts.lines(dueAt),
  });
  const kept = await founderAppeal(db, applicationId, now);
  if (!kept) throw new Error("the appeal just kept was not found");
  return kept;
}

const toAppeal = (row: AppealRow, language: string, now: Date): Appeal => ({
  receivedAt: row.receivedAt.toISOString(),
  reason: row.reason,
  language: languageOf(language),
  dueAt: row.dueAt.toISOString(),
  overdue: row.decidedAt === null && now > row.dueAt,
  reviewer:
    row.reviewerId && row.reviewerName ? { id: row.reviewerId, name: row.reviewerName } : null,
  recommendation:
    row.recommendation && row.recommendedAt
      ? {
          recommendation: row.recommendation as "uphold" | "reconsider",
          note: row.recommendationNote ?? "",
          at: row.recommendedAt.toISOString(),
        }
      : null,
  decision:
    row.outcome && row.decidedAt
      ? {
          outcome: row.outcome as "upheld" | "overturned",
          text: row.outcomeText ?? "",
          by: row.decidedBy ?? "",
          at: row.decidedAt.toISOString(),
        }
      : null,
});

/**
 * The appeal as staff read it: an admin reads any; a reviewer only the one assigned to them. Any
 * other reviewer is answered as if there were none, so they learn nothing of others' appeals and
 * the record they open (which asks for its appeal) meets no error. A conflicted reviewer never
 * gets here (api/plugins/auth.ts answers 403).
 */
export async function appealFor(
  db: Database,
  applicationId: string,
  staff: AdminIdentity,
  now: Date,
): Promise<AppealView> {
  const subject = await appealSubject(db, applicationId);
  if (!subject) throw notFound("Application");
  const row = await findAppeal(db, applicationId);
  const admin = staff.role === "admin";
  if (!admin && row?.reviewerId !== staff.id) {
    return { appeal: null, canRecommend: false, canDecide: false };
  }
  const open = row !== undefined && row.outcome === null;
  return {
    appeal: row ? toAppeal(row, subject.language, now) : null,
    canRecommend: open && row.reviewerId === staff.id,
    canDecide: open && admin,
  };
}

/**
 * The open appeals the asker acts on (the review queue lists them): a reviewer's own, which they
 * would otherwise learn of only by opening the record; every open one for an admin, with who has
 * it and whether it waits for them.
 */
export async function openAppealsFor(
  db: Database,
  staff: AdminIdentity,
  now: Date,
): Promise<OpenAppeals> {
  const rows = await openAppeals(db, staff.role === "admin" ? null : staff.id);
  return {
    items: rows.map((row) => ({
      applicationId: row.applicationId,
      startupName: row.startupName,
      receivedAt: row.receivedAt.toISOString(),
      dueAt: row.dueAt.toISOString(),
      overdue: now > row.dueAt,
      reviewer: row.reviewer,
      recommended: row.recommendedAt !== null,
    })),
  };
}

/** The assigned reviewer's recommendation, changeable until the admin decides. */
export async function recommendOnAppeal(
  db: Database,
  applicationId: string,
  staff: AdminIdentity,
  input: AppealRecommendationInput,
  now: Date,
): Promise<AppealView> {
  const row = await findAppeal(db, applicationId);
  if (!row) throw new HttpError(404, NO_APPEAL);
  if (row.reviewerId !== staff.id) throw new HttpError(403, NOT_YOUR_APPEAL);
  if (row.outcome) throw new HttpError(409, APPEAL_DECIDED);
  await db.transaction(async (tx) => {
    await storeRecommendation(tx, applicationId, {
      recommendation: input.recommendation,
      recommendationNote: input.note,
      recommendedAt: now,
    });
    await recordAudit(tx, {
      entityType: "application",
      entityId: applicationId,
      action: "Appeal recommendation",
      detail: `${input.recommendation === "uphold" ? "Uphold the decline" : "Reconsider"}: ${input.note}`,
      admin: { id: staff.id, name: staff.name },
    });
  });
  return appealFor(db, applicationId, staff, now);
}

/** An admin finds a reviewer for an appeal that waits for one (someone joined, or declared less). */
export async function assignAppeal(
  db: Database,
  applicationId: string,
  admin: AdminIdentity,
  now: Date,
): Promise<AppealView> {
  const row = await findAppeal(db, applicationId);
  if (!row) throw new HttpError(404, NO_APPEAL);
  if (row.outcome) throw new HttpError(409, APPEAL_DECIDED);
  if (row.reviewerId) throw new HttpError(409, `This appeal is assigned to ${row.reviewerName}.`);
  const reviewer = await freshReviewer(db, applicationId);
  if (!reviewer) {
    throw new HttpError(
      409,
      "No reviewer can take this appeal: every reviewer scored the application or has a conflict of interest with it.",
    );
  }
  await assignAppealReviewer(db, applicationId, reviewer.id);
  await recordAudit(db, {
    entityType: "application",
    entityId: applicationId,
    action: "Appeal assigned",
    detail: assignmentLine(reviewer),
    admin: { id: admin.id, name: admin.name },
  });
  return appealFor(db, applicationId, admin, now);
}

/** The appeals counted for Insights. */
export async function countAppeals(db: Database): Promise<AppealCounts> {
  const row = await appealCounts(db);
  const median = row?.medianDaysToDecide ?? null;
  return {
    received: row?.received ?? 0,
    open: row?.open ?? 0,
    unassigned: row?.unassigned ?? 0,
    upheld: row?.upheld ?? 0,
    overturned: row?.overturned ?? 0,
    medianDaysToDecide: median === null ? null : Math.round(Number(median) * 10) / 10,
  };
}
