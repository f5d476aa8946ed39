import type { SERVICE_TILES } from "../../core/constants";
import { FIRM } from "../../core/firm";

/** Copy of the consultancy marketing pages: /build-with-nakhla, its India page, /startup-consultancy. */

type ServiceTile = (typeof SERVICE_TILES)[number];

/** What each of the ten service tiles of docs/product.md, section 9.3 means, in one line. */
export const SERVICE_DESCRIPTIONS: Record<ServiceTile, string> = {
  "Revenue Stream Design":
    "Find the customers who pay, price for them, and add the second revenue line at the right time.",
  "Financial Roadmapping":
    "An 18-month plan of cash, hiring and milestones that your board and investors can hold you to.",
  "Customer Acquisition":
    "Channels tested in weeks, not quarters, with the cost of each customer measured from day one.",
  "Fundraising Strategy":
    "The round to raise, from whom and when, with a data room and a story that survives diligence.",
  "Market Analysis":
    "Size, segments and competitors from primary research, not from a slide someone else made.",
  "Operational Scaling":
    "Processes, tools and the first managers, so the company does not depend on the founders for everything.",
  "Product Optimization":
    "Cut what customers do not use, fix what they complain about, and ship the one thing they ask for.",
  "Sales & Marketing Execution":
    "A sales playbook, a pipeline you can trust and marketing that the sales team actually uses.",
  "Strategic Pivot Planning":
    "When the data says change course, a pivot plan that keeps your best customers and your team.",
  "Profitability Engineering":
    "Contribution margin by product and channel, and the steps that take the company to break-even.",
};

export const BUILD_WITH = {
  intro: [
    `Build with ${FIRM.name} puts our consultants inside your company for a fixed term, working on the problem that holds you back, with the same analysts who assess the startups we invest in.`,
    "We agree measurable outcomes before we start. If we miss them, you get your fee back: a 100% money-back guarantee, written into the engagement letter.",
  ],
  guarantee: "100% money-back guarantee if agreed outcomes are missed",
  investingNote: {
    title: "We invest as well as advise",
    text: "Consultancy clients who reach their milestones can pitch to our investment committee. Alongside the syndicate, we invest directly from a portfolio of 2.5 billion, and a company we have built with is a company we already know.",
  },
  banner: {
    title: "Tell us what is holding your startup back",
    text: "The consultancy form takes 10–15 minutes. A consultant reads every answer and replies within three working days.",
    button: "Fill in the consultancy form",
  },
} as const;

/** The Indian startup reality page. */
export const INDIA = {
  intro:
    "India now has one of the largest startup ecosystems in the world, and one of the most crowded. These are the patterns our analysts see in the Indian founders who come to us, and where structured help changes the outcome.",
  failureTitle: "Why the startups we review fail",
  failureNote:
    "Share of failures by main cause, among the early-stage Indian startups our analysts followed after a pitch session.",
  sectorTitle: "Where Indian founders build",
  sectorNote: "Share of the applications we receive from India, by sector.",
  lessons: [
    {
      title: "Demand first",
      text: "42% fail because nobody needed the product badly enough. We test willingness to pay before a line of code is written.",
    },
    {
      title: "Cash before growth",
      text: "29% run out of money. A monthly cash plan and a profitable channel buy the time to raise on good terms.",
    },
    {
      title: "Team as a product",
      text: "23% break at the team. Clear roles, vesting and a decision process agreed early prevent most founder disputes.",
    },
  ],
  callToAction: {
    title: "Beat the odds with a consultant beside you",
    text: "Tell us about your startup in the consultancy form; we reply within three working days.",
    button: "Start the consultancy form",
  },
} as const;

/** /startup-consultancy: the four phases, limited seats and the one-to-one mentorship quarter. */
export const STARTUP_CONSULTANCY = {
  intro:
    "A structured quarter of consultancy for early-stage founders: four phases, one mentor who stays with you throughout, and a plan you leave with whether or not you raise.",
  phases: [
    {
      name: "Discover",
      weeks: "Weeks 1–2",
      text: "We interview your customers, read your numbers and agree the one outcome that matters most this quarter.",
    },
    {
      name: "Analyze and Design",
      weeks: "Weeks 3–5",
      text: "Our analysts size the opportunity and design the changes: pricing, channels, team or product.",
    },
    {
      name: "Execute",
      weeks: "Weeks 6–10",
      text: "Your mentor works alongside your team each week while the changes go live, and removes blockers fast.",
    },
    {
      name: "Review and Refine",
      weeks: "Weeks 11–13",
      text: "We measure against the outcome agreed in week one, refine what fell short and hand over the playbook.",
    },
  ],
  seats: {
    title: "Limited seats",
    count: 12,
    text: "We take twelve startups each quarter, so that every founder has a senior mentor's full attention. Seats are given in the order strategy calls are booked.",
  },
  mentorship: {
    title: "A one-to-one mentorship quarter",
    text: "Thirteen weeks with one mentor: a weekly working session, a monthly review with a partner, and a direct line for the decisions that cannot wait.",
    includes: [
      "13 weekly one-to-one sessions",
      "3 partner reviews",
      "An analyst report on your startup",
      "Introductions to our venture partners when you are ready",
    ],
  },
} as const;
