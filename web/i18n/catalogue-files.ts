import { SITE_PAGES } from "../paths";

/**
 * The source files of the site's message catalogues besides the pages' own modules, which go into
 * their page's own catalogue by themselves (below).
 */
const SOURCE_FILES = {
  /**
   * The frame of every page, the pages' titles, the forms' shared messages, the not-found page and
   * the page shown when a page cannot be (web/root.tsx).
   */
  frame: [
    "web/components/layout",
    "web/components/ui",
    "web/i18n",
    "web/lib",
    "web/content/pages.ts",
    "web/content/navigation.ts",
    "web/features/newsletter/newsletter-form.tsx",
    "web/features/newsletter/subscribe-answer.ts",
    "web/routes/site-layout.tsx",
    "web/routes/not-found.tsx",
    "web/root.tsx",
  ],
  home: ["web/features/home", "web/content/home.ts", "web/content/centres.ts"],
  about: ["web/features/about", "web/content/about.ts"],
  team: ["web/content/team.ts", "web/features/team"],
  offices: ["web/content/offices.ts"],
  principles: ["web/features/principles", "web/content/principles.ts"],
  contact: ["web/features/contact"],
  /** The steps, review and progress of the application's and the consultancy form's screens. */
  forms: ["web/components/multi-step-form"],
  application: ["web/features/application", "web/words/application-words.ts"],
  thankYou: ["web/features/team-finder", "web/content/finder-team.ts"],
  /** The lead forms and their dialogs, and the handbook's two pages. */
  leads: ["web/features/leads", "web/words/lead-choices.ts"],
  /** The founder's own page and the way to it. */
  founder: ["web/features/founder"],
  portfolio: ["web/features/portfolio", "web/content/portfolio.ts"],
  products: ["web/features/products", "web/content/products.ts"],
  publications: ["web/features/publications", "web/content/publications.ts"],
  /** The team profiles' own texts; their labels are the team's (web/features/team). */
  profiles: ["web/content/profiles.ts"],
  /** The four legal pages' texts; their titles and descriptions are the frame's. */
  legal: ["web/content/legal.ts", "web/routes/legal-page.tsx"],
  /** The consultancy's pages: Build with, its India page, Startup Consultancy. */
  consultancy: ["web/content/consultancy.ts", "web/features/consultancy"],
  /** The consultancy form's page, its intro, words, review and answer. */
  consultancyForm: ["web/features/consultancy-form"],
  valuation: ["web/features/valuation"],
  timer: ["web/features/pitch-timer"],
  events: ["web/features/events"],
  /** The deal room and its answer page, for a firm's person in either language (088). */
  dealRoom: [
    "web/features/deal-room",
    "web/routes/deal-room.tsx",
    "web/routes/deal-room-answer.tsx",
  ],
  /** The pages the newsletter's mails link to: confirm, unsubscribe, its language. */
  subscription: [
    "web/features/newsletter/subscription-pages.tsx",
    "web/features/newsletter/newsletter-language-page.tsx",
    "web/features/newsletter/newsletter-page.tsx",
    "web/features/newsletter/link-words.ts",
  ],
} as const satisfies Record<string, readonly string[]>;

type SitePage = (typeof SITE_PAGES)[keyof typeof SITE_PAGES];

/** A catalogue's name: one above, or a page's own in web/paths.ts (the first it names). */
export type CatalogueName = keyof typeof SOURCE_FILES | SitePage["catalogues"][0];

const NAMES = [
  ...new Set<CatalogueName>([
    ...(Object.keys(SOURCE_FILES) as (keyof typeof SOURCE_FILES)[]),
    ...Object.values(SITE_PAGES).map((page: SitePage) => page.catalogues[0]),
  ]),
];

const SOURCES: Partial<Record<CatalogueName, readonly string[]>> = SOURCE_FILES;

const filesOf = (name: CatalogueName): readonly string[] => [
  ...(SOURCES[name] ?? []),
  ...Object.values(SITE_PAGES)
    .filter((page: SitePage) => page.catalogues[0] === name)
    .map(({ module }) => `web/routes/${module}.tsx`),
];

/**
 * The site's message catalogues and the source files each one holds, for Lingui's extraction
 * (lingui.config.ts) and the pages that load them (web/i18n/page-catalogues.ts): the files above,
 * and each site page's module in the first catalogue its entry in web/paths.ts names. Each source
 * file with messages belongs to exactly one catalogue (catalogue-files.test.ts), so each message is
 * translated once; a page loads the frame's catalogue and its own, never another page's
 * (docs/decisions/066-catalogue-per-page.md).
 */
export const CATALOGUE_FILES = Object.fromEntries(
  NAMES.map((name) => [name, filesOf(name)]),
) as Readonly<Record<CatalogueName, readonly string[]>>;
