import { desc, eq, getTableColumns, inArray, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { FOUNDER_STAGES, founderStageOf, founderStageRank } from "../../core/founder-stage";
import { type Language, languageOf } from "../../core/languages";
import type { AdminApplication } from "../../core/schemas/admin";
import type {
  AdminAnswers,
  Application,
  ApplicationAnswers,
  Report,
} from "../../core/schemas/application";
import { withBlankApplicationAnswers } from "../../core/schemas/application";
import { PAYMENT_PROVIDERS } from "../../core/schemas/payment";
import { EVALUATION_TOPICS } from "../../core/scorecard";
import type { Database } from "../db/client";
import { applications } from "../db/schema/applications";
import { paymentOrders } from "../db/schema/payments";
import type { ListSource } from "../lists/list-page";
import { type ClockCounts, clockCounts, decisionClockOf } from "./decision-clock";

export type ApplicationRow = typeof applications.$inferSelect;

export type PaymentDetails = {
  paymentId: string | null;
  couponCode: string | null;
  finalPrice: number | null;
  partnerName: string | null;
  /** When the fee was paid: the decision clock starts (core/decision-clock.ts). None when free. */
  paidAt?: Date;
};

/** The answers in the order of the topics (jsonb keeps its own key order). */
const inTopicOrder = (answers: Record<string, string>) =>
  Object.fromEntries(
    EVALUATION_TOPICS.filter((topic) => topic in answers).map((topic) => [
      topic,
      answers[topic] ?? "",
    ]),
  );

export const toApplication = (row: ApplicationRow): Application => {
  const {
    id,
    createdAt,
    updatedAt,
    scheduleDateTime,
    status,
    adminAnswers,
    searchText: _,
    orderId: _order,
    reviewCount: _reviews,
    reviewMedian: _median,
    paidAt: _paid,
    stageSince: _stage,
    decisionSentAt: _decided,
    decision: _decision,
    awaitingDecisionSince: _waiting,
    ...fields
  } = row;
  return {
    ...fields,
    adminAnswers: inTopicOrder(adminAnswers),
    language: languageOf(fields.language),
    _id: id,
    status: status as Application["status"],
    scheduleDateTime: scheduleDateTime?.toISOString() ?? null,
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
  };
};

export async function createApplication(
  db: Database,
  answers: ApplicationAnswers,
  payment: PaymentDetails,
  orderId: string | null = null,
  language: Language = "en",
): Promise<Application> {
  const [row] = await db
    .insert(applications)
    .values({
      ...withBlankApplicationAnswers(answers),
      ...payment,
      orderId,
      language,
    })
    .returning();
  if (!row) throw new Error("insert returned no row");
  return toApplication(row);
}

/** The application a payment order made, if it made one yet. */
export async function findApplicationOfOrder(
  db: Database,
  orderId: string,
): Promise<Application | undefined> {
  const [row] = await db.select().from(applications).where(eq(applications.orderId, orderId));
  return row && toApplication(row);
}

export async function listApplications(db: Database): Promise<Application[]> {
  const rows = await db.select().from(applications).orderBy(desc(applications.createdAt));
  return rows.map(toApplication);
}

/**
 * Which provider took the application's payment: its order's, "test" for the test checkout, null
 * when nothing was paid. Read from the order, so the mark stays after the server changes mode.
 */
const paymentProviderOf = (orderId: PgColumn) =>
  sql<
    string | null
  >`(select ${paymentOrders.provider} from ${paymentOrders} where ${paymentOrders.id} = ${orderId})`.as(
    "payment_provider",
  );

type AdminApplicationRow = ApplicationRow & { paymentProvider: string | null } & ClockCounts;

const paymentModeOf = (provider: string | null): AdminApplication["paymentMode"] =>
  PAYMENT_PROVIDERS.find((name) => name === provider) ?? null;

const toAdminApplication = ({
  paymentProvider,
  ...row
}: AdminApplicationRow): AdminApplication => ({
  ...toApplication(row),
  paymentMode: paymentModeOf(paymentProvider),
  reviews: row.reviewCount,
  reviewMedian: row.reviewMedian,
  clock: decisionClockOf(row),
});

/** One application as the console shows it, with how it was paid. */
export async function findAdminApplication(
  db: Database,
  id: string,
): Promise<AdminApplication | undefined> {
  const [row] = await db
    .select({
      ...getTableColumns(applications),
      paymentProvider: paymentProviderOf(applications.orderId),
      ...clockCounts(getTableColumns(applications)),
    })
    .from(applications)
    .where(eq(applications.id, id));
  return row && toAdminApplication(row);
}

export async function findApplication(db: Database, id: string): Promise<Application | undefined> {
  const [row] = await db.select().from(applications).where(eq(applications.id, id));
  return row && toApplication(row);
}

export async function updateApplication(
  db: Database,
  id: string,
  change: { status?: string; scheduleDateTime?: Date | null; adminAnswers?: AdminAnswers },
): Promise<Application | undefined> {
  const [row] = await db
    .update(applications)
    .set({
      ...change,
      adminAnswers: change.adminAnswers as Record<string, string> | undefined,
      ...(change.status
        ? {
            founderStage: advancedStage(change.status),
            stageSince: stageSinceAfter(advancedStage(change.status)),
          }
        : {}),
      updatedAt: new Date(),
    })
    .where(eq(applications.id, id))
    .returning();
  return row && toApplication(row);
}

/**
 * The founder's stage after a status change, in SQL: the status's stage if it is further than
 * the stored one, else the stored one (core/founder-stage.ts, nextFounderStage).
 */
function advancedStage(status: string) {
  const reached = founderStageOf(status as Application["status"]);
  const order = sql.join(
    FOUNDER_STAGES.map((stage) => sql`${stage}`),
    sql`, `,
  );
  return sql`case when array_position(array[${order}]::text[], ${applications.founderStage}) < ${founderStageRank(reached) + 1} then ${reached} else ${applications.founderStage} end`;
}

/** Since when the founder's stage is what it is, after a change to `stage`: now if it moved. */
const stageSinceAfter = (stage: SQL | string) =>
  sql`case when ${stage}::text is distinct from ${applications.founderStage} then now() else ${applications.stageSince} end`;

/**
 * Sets the status (and schedule, unless undefined) of the applications with these ids; the
 * founder's stage moves on with it, never back, unless an undo gives the stage it had.
 */
export async function updateApplicationStatuses(
  db: Database,
  ids: string[],
  change: {
    status: string;
    scheduleDateTime?: Date | null;
    founderStage?: string;
    stageSince?: Date;
  },
): Promise<Application[]> {
  const stage = change.founderStage ?? advancedStage(change.status);
  const rows = await db
    .update(applications)
    .set({
      ...change,
      founderStage: stage,
      stageSince: change.stageSince ?? stageSinceAfter(stage),
      updatedAt: new Date(),
    })
    .where(inArray(applications.id, ids))
    .returning();
  return rows.map(toApplication);
}

/** The stage the founder's page shows (core/founder-stage.ts). */
export async function founderStageOfApplication(db: Database, id: string) {
  const [row] = await db
    .select({ stage: applications.founderStage })
    .from(applications)
    .where(eq(applications.id, id));
  return FOUNDER_STAGES.find((stage) => stage === row?.stage) ?? FOUNDER_STAGES[0];
}

/** The status and schedule of these applications, locked until the transaction ends (an undo's check). */
export async function lockApplicationStatuses(db: Database, ids: string[]) {
  return db
    .select({
      id: applications.id,
      status: applications.status,
      scheduleDateTime: applications.scheduleDateTime,
      founderStage: applications.founderStage,
      stageSince: applications.stageSince,
    })
    .from(applications)
    .where(inArray(applications.id, ids))
    .for("update");
}

/** The spec's report of an application (its scorecard part: api/reviews/report-scorecard.ts). */
export async function findReport(
  db: Database,
  id: string,
): Promise<Omit<Report, "scorecard"> | undefined> {
  const application = await findApplication(db, id);
  if (!application) return undefined;
  const { startupName, fullName, email, status, scheduleDateTime, adminAnswers } = application;
  return { startupName, fullName, email, status, scheduleDateTime, adminAnswers };
}

/** What the console's paged list and CSV of this table read (api/lists/list-page.ts). */
export const applicationsList: ListSource<AdminApplicationRow, AdminApplication> = {
  table: applications,
  searchColumn: applications.searchText,
  statusColumn: applications.status,
  computed: (columns) => ({
    paymentProvider: paymentProviderOf(columns.orderId ?? applications.orderId),
    ...clockCounts(columns),
  }),
  sortColumns: {
    median: applications.reviewMedian,
    waiting: { column: applications.awaitingDecisionSince, order: "ascending" },
  },
  toItem: toAdminApplication,
};
