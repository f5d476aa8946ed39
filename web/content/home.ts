import { FIRM } from "../../core/firm";

export const HERO = {
  eyebrow: "Venture investment and startup consultancy, from Abu Dhabi",
  statement: `${FIRM.name} is the investment arm of a family office. Pitch to us once, and our analysts' report reaches a syndicated network of venture firms across four continents.`,
} as const;

/** The global-impact figures of docs/product.md, section 9.4, exactly as written there. */
export const IMPACT_STATS = [
  { value: "2.8 billion", label: "capital under management" },
  { value: "48", label: "countries" },
  { value: "17,000+", label: "entrepreneurs trained" },
  { value: "1,200+", label: "ventures" },
] as const;

/** The investment-philosophy grid of the home page: five tiles. */
export const PHILOSOPHY_TILES = [
  {
    title: "Pitch once",
    text: "One pitch session, one analyst report, shared with every affiliated venture firm that invests in your sector.",
  },
  {
    title: "Invite-only by design",
    text: "Founders join by pitching or through a venture partner's invite, so every room we open is worth your time.",
  },
  {
    title: "Analysts, not algorithms",
    text: "A named analyst scores thirteen topics, from the founders to the red flags, and tells you what they found.",
  },
  {
    title: "Capital with a builder's hand",
    text: "Alongside investment, our consultancy works inside your company, with a 100% money-back guarantee.",
  },
  {
    title: "Patient family-office money",
    text: "Our capital answers to a family, not a fund clock: we can wait for hard problems to pay off.",
  },
] as const;

/**
 * The cohort card's own words. The cohorts themselves are run from the console
 * (docs/decisions/024-events-and-cohorts.md); the card offers the next one open for applications.
 */
export const COHORT_CARD = {
  eyebrow: "Cohort programme",
  upcomingLabel: "The cohort starts in",
  startedLabel: "The cohort is under way",
  callToAction: "Apply for the cohort",
  toBeAnnounced: "Next cohort to be announced",
  toBeAnnouncedText:
    "Applications for our next cohort are not open yet. Subscribe to our newsletter and we will write the day they open.",
  latestHeading: "Our latest cohort",
  fundingCallToAction: "Apply for funding",
} as const;
