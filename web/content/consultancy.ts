import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { FAILURE_CAUSES, SECTOR_SHARES, SERVICE_TILES } from "../../core/consultancy";
import { FIRM } from "../../core/firm";

/**
 * Copy of the consultancy marketing pages: /build-with-nakhla, its India page, /startup-consultancy,
 * as catalogue messages (docs/decisions/059-languages.md).
 */

type ServiceTile = (typeof SERVICE_TILES)[number];

/**
 * Each of the ten service tiles of docs/product.md, section 9.3: its name in the page's language
 * (the core's list stays the English one) and what it means, in one line.
 */
export const SERVICES: Record<ServiceTile, { name: MessageDescriptor; text: MessageDescriptor }> = {
  "Revenue Stream Design": {
    name: msg`Revenue Stream Design`,
    text: msg`Find the customers who pay, price for them, and add the second revenue line at the right time.`,
  },
  "Financial Roadmapping": {
    name: msg`Financial Roadmapping`,
    text: msg`An 18-month plan of cash, hiring and milestones that your board and investors can hold you to.`,
  },
  "Customer Acquisition": {
    name: msg`Customer Acquisition`,
    text: msg`Channels tested in weeks, not quarters, with the cost of each customer measured from day one.`,
  },
  "Fundraising Strategy": {
    name: msg`Fundraising Strategy`,
    text: msg`The round to raise, from whom and when, with a data room and a story that survives diligence.`,
  },
  "Market Analysis": {
    name: msg`Market Analysis`,
    text: msg`Size, segments and competitors from primary research, not from a slide someone else made.`,
  },
  "Operational Scaling": {
    name: msg`Operational Scaling`,
    text: msg`Processes, tools and the first managers, so the company does not depend on the founders for everything.`,
  },
  "Product Optimization": {
    name: msg`Product Optimization`,
    text: msg`Cut what customers do not use, fix what they complain about, and ship the one thing they ask for.`,
  },
  "Sales & Marketing Execution": {
    name: msg`Sales & Marketing Execution`,
    text: msg`A sales playbook, a pipeline you can trust and marketing that the sales team actually uses.`,
  },
  "Strategic Pivot Planning": {
    name: msg`Strategic Pivot Planning`,
    text: msg`When the data says change course, a pivot plan that keeps your best customers and your team.`,
  },
  "Profitability Engineering": {
    name: msg`Profitability Engineering`,
    text: msg`Contribution margin by product and channel, and the steps that take the company to break-even.`,
  },
};

export const BUILD_WITH = {
  intro: [
    msg`Build with ${FIRM.name} puts our consultants inside your company for a fixed term, working on the problem that holds you back, with the same analysts who assess the startups we invest in.`,
    msg`We agree measurable outcomes before we start. If we miss them, you get your fee back: a 100% money-back guarantee, written into the engagement letter.`,
  ],
  guarantee: msg`100% money-back guarantee if agreed outcomes are missed`,
  investingNote: {
    title: msg`We invest as well as advise`,
    text: msg`Consultancy clients who reach their milestones can pitch to our investment committee. Alongside the syndicate, we invest directly from a portfolio of 2.5 billion, and a company we have built with is a company we already know.`,
  },
  banner: {
    title: msg`Tell us what is holding your startup back`,
    text: msg`The consultancy form takes 10–15 minutes. A consultant reads every answer and replies within three working days.`,
    button: msg`Fill in the consultancy form`,
  },
} as const;

/** The charts' row labels in the page's language; the core's lists stay the English ones. */
export const CHART_LABELS: Record<
  (typeof FAILURE_CAUSES)[number]["label"] | (typeof SECTOR_SHARES)[number]["label"],
  MessageDescriptor
> = {
  "No market demand": msg`No market demand`,
  "Cash flow": msg`Cash flow`,
  Team: msg`Team`,
  Other: msg`Other`,
  FinTech: msg`FinTech`,
  EdTech: msg`EdTech`,
  HealthTech: msg`HealthTech`,
  SaaS: msg`SaaS`,
  Others: msg`Others`,
};

/** The Indian startup reality page. */
export const INDIA = {
  intro: msg`India now has one of the largest startup ecosystems in the world, and one of the most crowded. These are the patterns our analysts see in the Indian founders who come to us, and where structured help changes the outcome.`,
  failureTitle: msg`Why the startups we review fail`,
  failureNote: msg`Share of failures by main cause, among the early-stage Indian startups our analysts followed after a pitch session.`,
  sectorTitle: msg`Where Indian founders build`,
  sectorNote: msg`Share of the applications we receive from India, by sector.`,
  lessons: [
    {
      title: msg`Demand first`,
      text: msg`42% fail because nobody needed the product badly enough. We test willingness to pay before a line of code is written.`,
    },
    {
      title: msg`Cash before growth`,
      text: msg`29% run out of money. A monthly cash plan and a profitable channel buy the time to raise on good terms.`,
    },
    {
      title: msg`Team as a product`,
      text: msg`23% break at the team. Clear roles, vesting and a decision process agreed early prevent most founder disputes.`,
    },
  ],
  callToAction: {
    title: msg`Beat the odds with a consultant beside you`,
    text: msg`Tell us about your startup in the consultancy form; we reply within three working days.`,
    button: msg`Start the consultancy form`,
  },
} as const;

/** /startup-consultancy: the four phases, limited seats and the one-to-one mentorship quarter. */
export const STARTUP_CONSULTANCY = {
  intro: msg`A structured quarter of consultancy for early-stage founders: four phases, one mentor who stays with you throughout, and a plan you leave with whether or not you raise.`,
  phases: [
    {
      name: msg`Discover`,
      weeks: msg`Weeks 1–2`,
      text: msg`We interview your customers, read your numbers and agree the one outcome that matters most this quarter.`,
    },
    {
      name: msg`Analyze and Design`,
      weeks: msg`Weeks 3–5`,
      text: msg`Our analysts size the opportunity and design the changes: pricing, channels, team or product.`,
    },
    {
      name: msg`Execute`,
      weeks: msg`Weeks 6–10`,
      text: msg`Your mentor works alongside your team each week while the changes go live, and removes blockers fast.`,
    },
    {
      name: msg`Review and Refine`,
      weeks: msg`Weeks 11–13`,
      text: msg`We measure against the outcome agreed in week one, refine what fell short and hand over the playbook.`,
    },
  ],
  seats: {
    title: msg`Limited seats`,
    count: 12,
    text: msg`We take twelve startups each quarter, so that every founder has a senior mentor's full attention. Seats are given in the order strategy calls are booked.`,
  },
  mentorship: {
    title: msg`A one-to-one mentorship quarter`,
    text: msg`Thirteen weeks with one mentor: a weekly working session, a monthly review with a partner, and a direct line for the decisions that cannot wait.`,
    includes: [
      msg`13 weekly one-to-one sessions`,
      msg`3 partner reviews`,
      msg`An analyst report on your startup`,
      msg`Introductions to our venture partners when you are ready`,
    ],
  },
} as const;
