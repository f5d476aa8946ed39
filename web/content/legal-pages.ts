/**
 * The legal pages' addresses, read by the route table (web/routes.ts), which the build loads
 * without Lingui's macros: their titles and descriptions are messages of web/content/pages.ts,
 * their texts of web/content/legal.ts.
 */
export const LEGAL_SLUGS = ["terms", "conduct", "privacy", "disclosures"] as const;

export type LegalSlug = (typeof LEGAL_SLUGS)[number];
