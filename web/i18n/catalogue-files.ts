/**
 * The site's message catalogues and the source files each one holds, for Lingui's extraction
 * (lingui.config.ts) and the pages that load them (web/i18n/page-catalogues.ts). Each source file
 * with messages belongs to exactly one catalogue (catalogue-files.test.ts), so each message is
 * translated once; a page loads the frame's catalogue and its own, never another page's
 * (docs/decisions/066-catalogue-per-page.md).
 */
export const CATALOGUE_FILES = {
  /** The frame of every page, the pages' titles, the forms' shared messages, the not-found page. */
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
  ],
  home: ["web/features/home", "web/content/home.ts", "web/content/centres.ts"],
  about: ["web/features/about", "web/content/about.ts", "web/routes/about.tsx"],
  team: ["web/content/team.ts", "web/features/team"],
  offices: ["web/content/offices.ts"],
  principles: ["web/features/principles", "web/content/principles.ts", "web/routes/principles.tsx"],
  contact: ["web/features/contact", "web/routes/contact.tsx"],
  /** The steps, review and progress of the application's and the consultancy form's screens. */
  forms: ["web/components/multi-step-form"],
  application: [
    "web/features/application",
    "web/words/application-words.ts",
    "web/routes/application.tsx",
  ],
  maintenance: ["web/routes/maintenance.tsx"],
  thankYou: ["web/routes/thank-you.tsx", "web/features/team-finder", "web/content/finder-team.ts"],
  /** The lead forms and their dialogs, and the handbook's two pages. */
  leads: [
    "web/features/leads",
    "web/words/lead-choices.ts",
    "web/routes/handbook.tsx",
    "web/routes/handbook-thank-you.tsx",
    "web/routes/startup-consultancy-form.tsx",
  ],
  /** The founder's own page and the way to it. */
  founder: ["web/features/founder"],
  portfolio: ["web/features/portfolio", "web/content/portfolio.ts", "web/routes/portfolio.tsx"],
  products: ["web/features/products", "web/content/products.ts", "web/routes/products.tsx"],
  publications: [
    "web/features/publications",
    "web/content/publications.ts",
    "web/routes/blogs-and-publications.tsx",
  ],
  /** The team profiles' own texts; their labels are the team's (web/features/team). */
  profiles: ["web/content/profiles.ts"],
  /** The four legal pages' texts; their titles and descriptions are the frame's. */
  legal: ["web/content/legal.ts", "web/routes/legal-page.tsx"],
  /** The consultancy's pages: Build with, its India page, Startup Consultancy. */
  consultancy: [
    "web/content/consultancy.ts",
    "web/features/consultancy",
    "web/routes/build-with.tsx",
    "web/routes/build-with-india.tsx",
    "web/routes/startup-consultancy.tsx",
  ],
  /** The consultancy form's page, its intro, words, review and answer. */
  consultancyForm: ["web/features/consultancy-form", "web/routes/build-with-form.tsx"],
  valuation: ["web/features/valuation", "web/routes/valuation-calculator.tsx"],
  timer: ["web/features/pitch-timer", "web/routes/timer.tsx"],
  events: ["web/features/events", "web/routes/events.tsx"],
  /** The pages the newsletter's mails link to: confirm, unsubscribe. */
  subscription: [
    "web/features/newsletter/subscription-pages.tsx",
    "web/features/newsletter/newsletter-page.tsx",
    "web/features/newsletter/link-words.ts",
  ],
} as const satisfies Record<string, readonly string[]>;

export type CatalogueName = keyof typeof CATALOGUE_FILES;
