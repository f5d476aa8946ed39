import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

/** The members-only library: what each publication is, never its text (there is no member login). */
export type Publication = {
  title: MessageDescriptor;
  kind: "Market letter" | "Sector note" | "Method" | "Guide";
  /** The month it was published, "2025-07": shown in the page's language. */
  month: string;
  teaser: MessageDescriptor;
};

/** What each kind of publication is called. */
export const PUBLICATION_KINDS: Record<Publication["kind"], MessageDescriptor> = {
  "Market letter": msg`Market letter`,
  "Sector note": msg`Sector note`,
  Method: msg`Method`,
  Guide: msg`Guide`,
};

export const LIBRARY_INTRO = msg`Our research team publishes for the members of our investor network: quarterly market letters, sector notes and the methods behind our analyst reports. Members sign in with the credentials sent with their invitation.`;

export const PUBLICATIONS: readonly Publication[] = [
  {
    title: msg`Gulf Seed Valuations, First Half 2025`,
    kind: "Market letter",
    month: "2025-07",
    teaser: msg`Pre-money medians by sector and stage across 212 rounds, and why they stopped rising.`,
  },
  {
    title: msg`How We Score a Pitch: The Thirteen Topics`,
    kind: "Method",
    month: "2025-06",
    teaser: msg`The questions behind every analyst report, with anonymised examples of strong answers.`,
  },
  {
    title: msg`Milestones Over Months: Deep-Tech Term Sheets`,
    kind: "Guide",
    month: "2025-05",
    teaser: msg`Tranches, technical milestones and the clauses that protect founders as well as funds.`,
  },
  {
    title: msg`Beyond the Metros: India's Tier-2 Founders`,
    kind: "Sector note",
    month: "2025-04",
    teaser: msg`Why companies from Indore, Coimbatore and Jaipur raise later, and grow more efficiently.`,
  },
  {
    title: msg`Cap Table Hygiene Before Series A`,
    kind: "Guide",
    month: "2025-03",
    teaser: msg`Eight clean-ups that take a week now and save a month of diligence later.`,
  },
  {
    title: msg`Family Offices as Limited Partners: 2025 Letter`,
    kind: "Market letter",
    month: "2025-01",
    teaser: msg`How family offices in the region allocate to venture, and what they ask of managers.`,
  },
];
