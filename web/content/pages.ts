import { FIRM } from "../../core/firm";
import { NOT_FOUND_PAGE_PATH } from "../../core/site-paths";
import { DUPLICATE_PATHS, PATHS, teamProfilePath } from "../paths";
import { LEGAL_PAGES } from "./legal-pages";
import { TEAM_PROFILES } from "./team-profiles";

/** What each page tells search engines and link previews: its title, description and heading. */
export type PageInfo = { title: string; description: string; heading: string };

const page = (heading: string, description: string, title = heading): PageInfo => ({
  title: `${title} | ${FIRM.name}`,
  description,
  heading,
});

const PAGES: Record<string, PageInfo> = {
  [PATHS.home]: {
    title: `${FIRM.name} | ${FIRM.tagline}`,
    description: `${FIRM.name} is the investment arm of a UAE family office: pitch once and our analyst report reaches a syndicated network of venture firms.`,
    heading: FIRM.tagline,
  },
  [PATHS.about]: page(
    `About ${FIRM.name}`,
    `The story of ${FIRM.name}, a family-office investment arm with a syndicated investor network, and the team behind it.`,
    "About",
  ),
  [PATHS.contact]: page(
    "Contact Us",
    `Write to ${FIRM.name} in Abu Dhabi, London, Singapore or Bangalore about partnerships, support, media or anything else.`,
    "Contact",
  ),
  [PATHS.principles]: page(
    "Our Investment Philosophy",
    "How we back deep-tech and traditional businesses differently, and the eight principles our investors hold to.",
    "Principles",
  ),
  [PATHS.portfolio]: page(
    "Portfolio",
    "Case studies from a portfolio of over 250 companies with a combined market value exceeding $25 billion.",
  ),
  [PATHS.products]: page(
    "Products",
    `The seven offerings of ${FIRM.name}, most of them invite-only: join through a pitch session or a venture partner's invite.`,
  ),
  [PATHS.events]: page(
    "Events",
    `The events of ${FIRM.name}: evenings for our investor network and open days for founders, with dates, programmes and registration.`,
  ),
  [PATHS.blogs]: page(
    "Blogs and Publications",
    `Research notes, market letters and publications from ${FIRM.name}, for members of our library.`,
  ),
  [PATHS.application]: page(
    "Apply for Funding",
    "Apply for a pitch session: tell us about your founders, startup, team and expectations in 15–20 minutes.",
  ),
  [PATHS.buildWith]: page(
    `Build with ${FIRM.name}`,
    "Hands-on consultancy for founders across ten disciplines, with a 100% money-back guarantee if agreed outcomes are missed.",
  ),
  [PATHS.buildWithForm]: page(
    "Consultancy Form",
    "Tell us about your business and the problem you want solved; the form takes 10–15 minutes.",
  ),
  [PATHS.buildWithIndia]: page(
    "The Indian Startup Reality",
    "Why Indian startups fail, where they build, and how structured consultancy changes the odds.",
  ),
  [PATHS.startupConsultancy]: page(
    "Startup Consultancy",
    "Discover, Analyze and Design, Execute, Review and Refine: a one-to-one mentorship quarter with limited seats.",
  ),
  [PATHS.startupConsultancyForm]: page(
    "Before You Build — Read This First",
    "A free ebook on why startups fail and the three-phase programme that helps founders avoid it.",
  ),
  [PATHS.valuationCalculator]: page(
    "Valuation Calculator",
    "Work out pre-money and post-money valuation from an investment and the equity it buys.",
  ),
  [PATHS.timer]: page(
    "Pitch Timer",
    "A 45-minute pitch session timer in four sections: Origin Spark, Market Pulse, Venture Exchange and Open Floor.",
  ),
  [PATHS.payment]: page("Payment Page", "Payment for the funding application."),
  [PATHS.thankYou]: page(
    "Application Submited",
    "Thank you for applying: our analysts are reviewing your submission. Find the team member who fits your startup.",
    "Thank You",
  ),
  [PATHS.myApplication]: page(
    "Your application",
    `Where your application to ${FIRM.name} stands, what you sent us, your receipt and your pitch deck.`,
  ),
  [PATHS.confirmSubscription]: page(
    "Confirm your subscription",
    `Confirm that you want the ${FIRM.name} newsletter at the address you gave.`,
  ),
  [PATHS.unsubscribe]: page(
    "Unsubscribe",
    `Stop the ${FIRM.name} newsletter at once, or subscribe again.`,
  ),
  [PATHS.maintenance]: page(
    "Maintenance",
    `${FIRM.name} is down for scheduled maintenance and will be back shortly.`,
  ),
  [PATHS.adminLogin]: page("Admin Login", "Staff sign-in."),
  [PATHS.adminInvite]: page("Join the Console", "Accept an invitation to the staff console."),
  [PATHS.dealRoom]: page("Deal room", "An analyst memo shared with an affiliated firm."),
  [PATHS.adminDashboard]: page("Admin Dashboard", "Staff console."),
  [PATHS.adminAccount]: page("Account security", "Your authenticator app and sessions."),
  [PATHS.adminApiReference]: page("API reference", "Every call of the API, for staff."),
  [PATHS.report]: page("Startup Report", "Evaluation report of a startup application."),
  [PATHS.handbook]: page(
    "Artificial Intelligence Handbook",
    "For Entrepreneurs, Professionals, and Freelancers: a free ebook of 50+ tested AI prompts.",
  ),
  [PATHS.handbookThankYou]: page(
    "Thank You for Downloading",
    "Your Artificial Intelligence Handbook is on its way to your inbox.",
  ),
  [NOT_FOUND_PAGE_PATH]: page(
    "Page Not Found",
    "We're sorry, but the page you're looking for doesn't exist or has been moved.",
  ),
};

for (const [slug, legal] of Object.entries(LEGAL_PAGES)) {
  PAGES[`/${slug}`] = page(legal.title, legal.description);
}
for (const profile of TEAM_PROFILES) {
  PAGES[teamProfilePath(profile.slug)] = page(
    profile.name,
    `${profile.name}, ${profile.role} at ${FIRM.name}.`,
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
