import { doublePrecision, index, pgTable, text } from "drizzle-orm/pg-core";
import { at, createdAt, id, searchText, trigramIndex, updatedAt } from "../columns";

export const contacts = pgTable(
  "contacts",
  {
    id: id(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    reason: text("reason").notNull(),
    description: text("description").notNull(),
    recipient: text("recipient"),
    status: text("status").notNull().default("Pending"),
    scheduleDateTime: at("schedule_date_time"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    searchText: searchText(
      `name || ' ' || email || ' ' || description || ' ' || coalesce(recipient, '')`,
    ),
  },
  (table) => [
    index("contacts_created_at_idx").on(table.createdAt, table.id),
    trigramIndex("contacts_search_idx", table.searchText),
  ],
);

/** Leads from the AI handbook (/test-8). */
export const pitchLeads = pgTable(
  "pitch_leads",
  {
    id: id(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    role: text("role").notNull(),
    location: text("location").notNull(),
    createdAt: createdAt(),
    searchText: searchText(`name || ' ' || email || ' ' || role || ' ' || location`),
  },
  (table) => [
    index("pitch_leads_created_at_idx").on(table.createdAt, table.id),
    trigramIndex("pitch_leads_search_idx", table.searchText),
  ],
);

/** Leads from the founder ebook (/startup-consultancy-form). */
export const consultancyLeads = pgTable(
  "consultancy_leads",
  {
    id: id(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    startup: text("startup").notNull(),
    stage: text("stage").notNull(),
    location: text("location").notNull(),
    investment: doublePrecision("investment").notNull(),
    hours: doublePrecision("hours").notNull(),
    createdAt: createdAt(),
    searchText: searchText(
      `name || ' ' || email || ' ' || startup || ' ' || stage || ' ' || location`,
    ),
  },
  (table) => [
    index("consultancy_leads_created_at_idx").on(table.createdAt, table.id),
    trigramIndex("consultancy_leads_search_idx", table.searchText),
  ],
);

/** The 'Funding Application' modal on /test-9 (stored, unlike the original: docs/architecture.md, rule 2). */
export const fundingInterest = pgTable(
  "funding_interest",
  {
    id: id(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    company: text("company"),
    idea: text("idea").notNull(),
    createdAt: createdAt(),
    searchText: searchText(`name || ' ' || email || ' ' || coalesce(company, '') || ' ' || idea`),
  },
  (table) => [
    index("funding_interest_created_at_idx").on(table.createdAt, table.id),
    trigramIndex("funding_interest_search_idx", table.searchText),
  ],
);

/** The consultancy form (/build-with-nakhla-form), stored unlike the original (docs/architecture.md, rule 2). */
export const consultancyRequests = pgTable(
  "consultancy_requests",
  {
    id: id(),
    businessName: text("business_name").notNull(),
    businessAge: doublePrecision("business_age").notNull(),
    industry: text("industry").notNull(),
    website: text("website").notNull().default(""),
    /** Our addition, optional: where staff can reply. */
    email: text("email").notNull().default(""),
    primaryProblem: text("primary_problem").notNull(),
    otherProblems: text("other_problems").notNull().default(""),
    expectations: text("expectations").notNull(),
    previousConsultancy: text("previous_consultancy").notNull().default(""),
    createdAt: createdAt(),
    searchText: searchText(
      `business_name || ' ' || email || ' ' || industry || ' ' || website || ' ' || primary_problem || ' ' || expectations`,
    ),
  },
  (table) => [
    index("consultancy_requests_created_at_idx").on(table.createdAt, table.id),
    trigramIndex("consultancy_requests_search_idx", table.searchText),
  ],
);
