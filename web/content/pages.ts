import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { FIRM } from "../../core/firm";
import { NOT_FOUND_PAGE_PATH } from "../../core/site-paths";
import { DUPLICATE_PATHS, PATHS, TEAM_PROFILES, teamProfilePath } from "../paths";
import { HERO } from "./home";
import type { LegalSlug } from "./legal-pages";

/**
 * What each page tells search engines and link previews: its title, description and heading, as
 * catalogue messages (docs/decisions/059-languages.md). `title` is the short name the browser's tab
 * shows before the firm's name; the home page puts the firm's name first.
 */
export type PageInfo = {
  heading: MessageDescriptor;
  description: MessageDescriptor;
  title?: MessageDescriptor;
  brandFirst?: boolean;
};

/** The words of a page in one language: what the meta tags and headings show. */
export type PageText = { title: string; description: string; heading: string };

const page = (
  heading: MessageDescriptor,
  description: MessageDescriptor,
  title?: MessageDescriptor,
): PageInfo => ({ heading, description, title });

/**
 * Text that is the same in every language (a person's name): Lingui shows a message id it has no
 * translation for as it is.
 */
const asIs = (text: string): MessageDescriptor => ({ id: text });

const PAGES: Record<string, PageInfo> = {
  [PATHS.home]: {
    // The brand first, then the tagline (FIRM.tagline, as a message: web/content/home.ts).
    heading: HERO.title,
    description: msg`${FIRM.name} is the investment arm of a UAE family office: pitch once and our analyst report reaches a syndicated network of venture firms.`,
    brandFirst: true,
  },
  [PATHS.about]: page(
    msg`About ${FIRM.name}`,
    msg`The story of ${FIRM.name}, a family-office investment arm with a syndicated investor network, and the team behind it.`,
    msg`About`,
  ),
  [PATHS.contact]: page(
    msg`Contact Us`,
    msg`Write to ${FIRM.name} in Abu Dhabi, London, Singapore or Bangalore about partnerships, support, media or anything else.`,
    msg`Contact`,
  ),
  [PATHS.principles]: page(
    msg`Our Investment Philosophy`,
    msg`How we back deep-tech and traditional businesses differently, and the eight principles our investors hold to.`,
    msg`Principles`,
  ),
  [PATHS.portfolio]: page(
    msg`Portfolio`,
    msg`Case studies from a portfolio of over 250 companies with a combined market value exceeding $25 billion.`,
  ),
  [PATHS.products]: page(
    msg`Products`,
    msg`The seven offerings of ${FIRM.name}, most of them invite-only: join through a pitch session or a venture partner's invite.`,
  ),
  [PATHS.events]: page(
    msg`Events`,
    msg`The events of ${FIRM.name}: evenings for our investor network and open days for founders, with dates, programmes and registration.`,
  ),
  [PATHS.blogs]: page(
    msg`Blogs and Publications`,
    msg`Research notes, market letters and publications from ${FIRM.name}, for members of our library.`,
  ),
  [PATHS.application]: page(
    msg`Apply for Funding`,
    msg`Apply for a pitch session: tell us about your founders, startup, team and expectations in 15–20 minutes.`,
  ),
  [PATHS.buildWith]: page(
    msg`Build with ${FIRM.name}`,
    msg`Hands-on consultancy for founders across ten disciplines, with a 100% money-back guarantee if agreed outcomes are missed.`,
  ),
  [PATHS.buildWithForm]: page(
    msg`Consultancy Form`,
    msg`Tell us about your business and the problem you want solved; the form takes 10–15 minutes.`,
  ),
  [PATHS.buildWithIndia]: page(
    msg`The Indian Startup Reality`,
    msg`Why Indian startups fail, where they build, and how structured consultancy changes the odds.`,
  ),
  [PATHS.startupConsultancy]: page(
    msg`Startup Consultancy`,
    msg`Discover, Analyze and Design, Execute, Review and Refine: a one-to-one mentorship quarter with limited seats.`,
  ),
  [PATHS.startupConsultancyForm]: page(
    msg`Before You Build — Read This First`,
    msg`A free ebook on why startups fail and the three-phase programme that helps founders avoid it.`,
  ),
  [PATHS.valuationCalculator]: page(
    msg`Valuation Calculator`,
    msg`Work out pre-money and post-money valuation from an investment and the equity it buys.`,
  ),
  [PATHS.timer]: page(
    msg`Pitch Timer`,
    msg`A 45-minute pitch session timer in four sections: Origin Spark, Market Pulse, Venture Exchange and Open Floor.`,
  ),
  [PATHS.payment]: page(msg`Payment Page`, msg`Payment for the funding application.`),
  [PATHS.thankYou]: page(
    msg`Application Submited`,
    msg`Thank you for applying: our analysts are reviewing your submission. Find the team member who fits your startup.`,
    msg`Thank You`,
  ),
  [PATHS.myApplication]: page(
    msg`Your application`,
    msg`Where your application to ${FIRM.name} stands, what you sent us, your receipt and your pitch deck.`,
  ),
  [PATHS.newsletter]: page(
    msg`The ${FIRM.name} newsletter`,
    msg`News of our cohorts, events and portfolio by e-mail, about once a month. Subscribe, and confirm from the first mail.`,
    msg`Newsletter`,
  ),
  [PATHS.confirmSubscription]: page(
    msg`Confirm your subscription`,
    msg`Confirm that you want the ${FIRM.name} newsletter at the address you gave.`,
  ),
  [PATHS.unsubscribe]: page(
    msg`Unsubscribe`,
    msg`Stop the ${FIRM.name} newsletter at once, or subscribe again.`,
  ),
  [PATHS.newsletterLanguage]: page(
    msg`The newsletter's language`,
    msg`Choose the language the ${FIRM.name} newsletter comes to you in.`,
  ),
  [PATHS.maintenance]: page(
    msg`Maintenance`,
    msg`${FIRM.name} is down for scheduled maintenance and will be back shortly.`,
  ),
  [PATHS.adminLogin]: page(msg`Admin Login`, msg`Staff sign-in.`),
  [PATHS.adminInvite]: page(msg`Join the Console`, msg`Accept an invitation to the staff console.`),
  [PATHS.dealRoom]: page(msg`Deal room`, msg`An analyst memo shared with an affiliated firm.`),
  [PATHS.dealRoomAnswer]: page(msg`Your answer`, msg`A firm's answer on a shared deal, confirmed.`),
  [PATHS.adminDashboard]: page(msg`Admin Dashboard`, msg`Staff console.`),
  [PATHS.adminAccount]: page(
    msg`Your account`,
    msg`Your password, second factor and sessions, your conflicts of interest and your mails.`,
  ),
  [PATHS.adminApiReference]: page(msg`API reference`, msg`Every call of the API, for staff.`),
  [PATHS.report]: page(msg`Startup Report`, msg`Evaluation report of a startup application.`),
  [PATHS.handbook]: page(
    msg`Artificial Intelligence Handbook`,
    msg`For Entrepreneurs, Professionals, and Freelancers: a free ebook of 50+ tested AI prompts.`,
  ),
  [PATHS.handbookThankYou]: page(
    msg`Thank You for Downloading`,
    msg`Your Artificial Intelligence Handbook is on its way to your inbox.`,
  ),
  [NOT_FOUND_PAGE_PATH]: page(
    msg`Page Not Found`,
    msg`We're sorry, but the page you're looking for doesn't exist or has been moved.`,
  ),
};

/** The legal pages: their titles are the footer's links (web/content/navigation.ts). */
export const LEGAL_PAGE_INFO: Record<LegalSlug, PageInfo> = {
  terms: page(
    msg`Terms and Conditions`,
    msg`The terms that govern your use of the ${FIRM.name} website, funding application, consultancy programme, ebooks and tools.`,
  ),
  conduct: page(
    msg`Code of Conduct`,
    msg`How the ${FIRM.name} team and the founders, partners and attendees we work with are expected to behave.`,
  ),
  privacy: page(
    msg`Privacy Policy`,
    msg`How ${FIRM.name} collects, uses, shares, stores and protects personal data, and the rights you have over it.`,
  ),
  disclosures: page(
    msg`Disclosures`,
    msg`Important disclosures about ${FIRM.name} content, portfolio figures, fees, guarantees and conflicts of interest.`,
  ),
};
for (const [slug, info] of Object.entries(LEGAL_PAGE_INFO)) PAGES[`/${slug}`] = info;

/**
 * A profile page's description: "Layla Haddad, Managing Partner at Nakhla Ventures." A message
 * each, so a translation can give the role the grammar of the sentence (pages.test.ts checks
 * the English against TEAM_PROFILES in web/paths.ts).
 */
export const PROFILE_DESCRIPTIONS: Record<
  (typeof TEAM_PROFILES)[number]["slug"],
  MessageDescriptor
> = {
  "layla-haddad": msg`Layla Haddad, Managing Partner at ${FIRM.name}.`,
  "farida-rahman": msg`Farida Rahman, Chairperson at ${FIRM.name}.`,
  "karim-nassar": msg`Karim Nassar, Head of Global Startup Relations at ${FIRM.name}.`,
  "priya-raghavan": msg`Priya Raghavan, Startup Scouting Partner at ${FIRM.name}.`,
  "daniel-okafor": msg`Daniel Okafor, Head of Research at ${FIRM.name}.`,
};
for (const profile of TEAM_PROFILES) {
  PAGES[teamProfilePath(profile.slug)] = page(
    asIs(profile.name),
    PROFILE_DESCRIPTIONS[profile.slug],
  );
}
for (const duplicate of DUPLICATE_PATHS) {
  const original = PAGES[duplicate.of];
  if (original) PAGES[duplicate.path] = original;
}

const NOT_FOUND = PAGES[NOT_FOUND_PAGE_PATH] as PageInfo;

/** The page info of a path; unknown paths get the not-found page's. */
export function pageInfo(path: string): PageInfo {
  return PAGES[path] ?? NOT_FOUND;
}

/** A page's title in the browser's tab: its short name, then the firm's ("About | Nakhla Ventures"). */
export function titleOf(short: string): string {
  return `${short} | ${FIRM.name}`;
}

/** The title, description and heading of the page at the English path `path`, in `i18n`'s language. */
export function pageText(path: string, i18n: I18n): PageText {
  const info = pageInfo(path);
  const heading = i18n._(info.heading);
  const short = info.title ? i18n._(info.title) : heading;
  return {
    title: info.brandFirst ? `${FIRM.name} | ${heading}` : titleOf(short),
    description: i18n._(info.description),
    heading,
  };
}
