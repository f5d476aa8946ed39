import { msg } from "@lingui/core/macro";
import { FIRM } from "../../core/firm";

export const HERO = {
  /** FIRM.tagline, as a message of the catalogue: the first heading of the home page. */
  title: msg`Investing in Today. Inventing Tomorrow.`,
  eyebrow: msg`Venture investment and startup consultancy, from Abu Dhabi`,
  statement: msg`${FIRM.name} is the investment arm of a family office. Pitch to us once, and our analysts' report reaches a syndicated network of venture firms across four continents.`,
} as const;

/** The global-impact figures of docs/product.md, section 9.4, exactly as written there. */
export const IMPACT_STATS = [
  { value: msg`2.8 billion`, label: msg`capital under management` },
  { value: msg`48`, label: msg`countries` },
  { value: msg`17,000+`, label: msg`entrepreneurs trained` },
  { value: msg`1,200+`, label: msg`ventures` },
] as const;

/** The investment-philosophy grid of the home page: five tiles. */
export const PHILOSOPHY_TILES = [
  {
    title: msg`Pitch once`,
    text: msg`One pitch session, one analyst report, shared with every affiliated venture firm that invests in your sector.`,
  },
  {
    title: msg`Invite-only by design`,
    text: msg`Founders join by pitching or through a venture partner's invite, so every room we open is worth your time.`,
  },
  {
    title: msg`Analysts, not algorithms`,
    text: msg`A named analyst scores thirteen topics, from the founders to the red flags, and tells you what they found.`,
  },
  {
    title: msg`Capital with a builder's hand`,
    text: msg`Alongside investment, our consultancy works inside your company, with a 100% money-back guarantee.`,
  },
  {
    title: msg`Patient family-office money`,
    text: msg`Our capital answers to a family, not a fund clock: we can wait for hard problems to pay off.`,
  },
] as const;

/**
 * The cohort card's own words. The cohorts themselves are run from the console
 * (docs/decisions/024-events-and-cohorts.md); the card offers the next one open for applications.
 */
export const COHORT_CARD = {
  eyebrow: msg`Cohort programme`,
  upcomingLabel: msg`The cohort starts in`,
  startedLabel: msg`The cohort is under way`,
  callToAction: msg`Apply for the cohort`,
  toBeAnnounced: msg`Next cohort to be announced`,
  toBeAnnouncedText: msg`Applications for our next cohort are not open yet. Subscribe to our newsletter and we will write the day they open.`,
  latestHeading: msg`Our latest cohort`,
  fundingCallToAction: msg`Apply for funding`,
} as const;
