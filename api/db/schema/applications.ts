import { type SQL, sql } from "drizzle-orm";
import {
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { at, createdAt, id, searchText, trigramIndex, updatedAt } from "../columns";
import { paymentOrders } from "./payments";

/** A funding application. Optional answers left blank are stored as empty strings. */
export const applications = pgTable(
  "applications",
  {
    id: id(),
    fullName: text("full_name").notNull(),
    founderName: text("founder_name"),
    designation: text("designation").notNull(),
    phone: text("phone").notNull(),
    email: text("email").notNull(),
    linkedin: text("linkedin").notNull().default(""),
    journey: text("journey").notNull(),
    legacy: text("legacy").notNull(),
    achievements: text("achievements").notNull().default(""),
    problem: text("problem").notNull(),
    startupName: text("startup_name").notNull(),
    website: text("website").notNull().default(""),
    industry: text("industry").notNull(),
    pitch: text("pitch").notNull(),
    developmentStage: text("development_stage").notNull(),
    funded: text("funded").notNull(),
    investmentDetails: text("investment_details").notNull(),
    investmentClarification: text("investment_clarification"),
    customerAcquisition: text("customer_acquisition").notNull(),
    challenge: text("challenge").notNull(),
    cofounders: text("cofounders").notNull(),
    teamSize: integer("team_size").notNull(),
    executives: text("executives").notNull().default(""),
    decisionMaking: text("decision_making").notNull(),
    expectations: text("expectations").notNull(),
    concerns: text("concerns").notNull().default(""),
    needAdvisory: text("need_advisory").notNull().default(""),
    supportAreas: text("support_areas").notNull().default(""),
    growthReport: text("growth_report").notNull().default(""),
    paymentId: text("payment_id"),
    couponCode: text("coupon_code"),
    finalPrice: integer("final_price"),
    partnerName: text("partner_name"),
    /** The paid order behind this application: one order, one application (null when free). */
    orderId: uuid("order_id").references(() => paymentOrders.id),
    status: text("status").notNull().default("Pending"),
    /** What the founder's page says (core/founder-stage.ts): the furthest stage reached, never back. */
    founderStage: text("founder_stage").notNull().default("Received"),
    /** The language the founder applied in (en or ar): their mails and page are in it. */
    language: text("language").notNull().default("en"),
    scheduleDateTime: at("schedule_date_time"),
    /**
     * The decision clock (core/decision-clock.ts): when the fee was paid, since when the founder's
     * stage is what it is, and when the decision mail went (null while the clock runs).
     */
    paidAt: at("paid_at"),
    stageSince: at("stage_since").notNull().defaultNow(),
    decisionSentAt: at("decision_sent_at"),
    /**
     * Which decision that mail gave (core/decision-clock.ts DECISION_KINDS): the status is Resolved
     * either way, so the decision is kept beside the time it went.
     */
    decision: text("decision"),
    /** Paid and no decision mail yet: since when it waits, for the "waiting longest" sort. */
    awaitingDecisionSince: at("awaiting_decision_since").generatedAlwaysAs(
      (): SQL => sql`case when decision_sent_at is null then paid_at end`,
    ),
    adminAnswers: jsonb("admin_answers").$type<Record<string, string>>().notNull().default({}),
    /** Submitted scorecards, and the median of their weighted totals (api/reviews/, kept in step). */
    reviewCount: integer("review_count").notNull().default(0),
    reviewMedian: doublePrecision("review_median"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    searchText: searchText(`full_name || ' ' || email || ' ' || startup_name || ' ' || industry`),
  },
  (table) => [
    index("applications_created_at_idx").on(table.createdAt, table.id),
    // The review queue: fewest reviews first, then oldest, among the applications not yet decided.
    index("applications_review_queue_idx")
      .on(table.reviewCount, table.createdAt, table.id)
      .where(sql`${table.status} <> 'Resolved'`),
    // The list sorted by waiting time, longest first (the decision clock).
    index("applications_awaiting_decision_idx")
      .on(table.awaitingDecisionSince, table.createdAt, table.id)
      .where(sql`${table.awaitingDecisionSince} is not null`),
    // The list sorted by the median, highest first, unreviewed last.
    index("applications_review_median_idx").on(
      sql`${table.reviewMedian} desc nulls last`,
      sql`${table.createdAt} desc`,
      sql`${table.id} desc`,
    ),
    trigramIndex("applications_search_idx", table.searchText),
    // Insights (api/insights/): the fees paid and the decisions sent, counted by month from the
    // index alone (a decision's kind and payment beside it).
    index("applications_paid_at_idx").on(table.paidAt).where(sql`${table.paidAt} is not null`),
    index("applications_decision_sent_idx")
      .on(table.decisionSentAt, table.decision, table.paidAt)
      .where(sql`${table.decisionSentAt} is not null`),
    // Insights' reviewers (api/insights/reviewers-repository.ts): each scored application's
    // payment, read in the order of the ids beside the scorecards sorted the same way.
    index("applications_paid_id_idx")
      .on(table.id, table.paidAt)
      .where(sql`${table.paidAt} is not null`),
    uniqueIndex("applications_order_idx").on(table.orderId),
  ],
);
