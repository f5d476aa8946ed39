/** The members-only library: what each publication is, never its text (there is no member login). */
export type Publication = {
  title: string;
  kind: "Market letter" | "Sector note" | "Method" | "Guide";
  date: string;
  teaser: string;
};

export const LIBRARY_INTRO =
  "Our research team publishes for the members of our investor network: quarterly market letters, sector notes and the methods behind our analyst reports. Members sign in with the credentials sent with their invitation.";

export const PUBLICATIONS: readonly Publication[] = [
  {
    title: "Gulf Seed Valuations, First Half 2025",
    kind: "Market letter",
    date: "July 2025",
    teaser: "Pre-money medians by sector and stage across 212 rounds, and why they stopped rising.",
  },
  {
    title: "How We Score a Pitch: The Thirteen Topics",
    kind: "Method",
    date: "June 2025",
    teaser:
      "The questions behind every analyst report, with anonymised examples of strong answers.",
  },
  {
    title: "Milestones Over Months: Deep-Tech Term Sheets",
    kind: "Guide",
    date: "May 2025",
    teaser:
      "Tranches, technical milestones and the clauses that protect founders as well as funds.",
  },
  {
    title: "Beyond the Metros: India's Tier-2 Founders",
    kind: "Sector note",
    date: "April 2025",
    teaser:
      "Why companies from Indore, Coimbatore and Jaipur raise later, and grow more efficiently.",
  },
  {
    title: "Cap Table Hygiene Before Series A",
    kind: "Guide",
    date: "March 2025",
    teaser: "Eight clean-ups that take a week now and save a month of diligence later.",
  },
  {
    title: "Family Offices as Limited Partners: 2025 Letter",
    kind: "Market letter",
    date: "January 2025",
    teaser: "How family offices in the region allocate to venture, and what they ask of managers.",
  },
];
