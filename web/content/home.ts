import { COHORT_COUNTDOWN_TARGET } from "../../core/constants";
import { FIRM } from "../../core/firm";

export const HERO = {
  eyebrow: "Venture investment and startup consultancy, from Abu Dhabi",
  statement: `${FIRM.name} is the investment arm of a family office. Pitch to us once, and our analysts' report reaches a syndicated network of venture firms across four continents.`,
} as const;

/** The global-impact figures of spec sections 2 and 9, exactly as written there. */
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

/** The cohort card: dates live here and in core/constants.ts, easy to change for the next intake. */
export const COHORT = {
  name: "Asia-Pacific Cohort 2026",
  sponsorship: "Fully sponsored",
  duration: "120 days",
  location: "Palo Alto",
  startsAt: COHORT_COUNTDOWN_TARGET,
  summary:
    "Twelve founding teams from the Asia-Pacific region spend 120 days in Palo Alto with mentors, investors and our analysts. Travel, housing and workspace are paid for; we take no equity for the programme.",
  upcomingLabel: "The cohort starts in",
  endedLabel: "The cohort is under way",
  /** Shown after the start date, after "began on <date>". */
  nextIntake: "Applications for the next intake are open.",
  callToAction: "Apply for the cohort",
} as const;
