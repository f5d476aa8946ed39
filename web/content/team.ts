import { TEAM_PROFILES } from "./team-profiles";

/** One person of the About page grids. `profile` is the slug of their own page, when they have one. */
export type TeamMember = {
  slug: string;
  name: string;
  designation: string;
  profile?: (typeof TEAM_PROFILES)[number]["slug"];
};

export type TeamGroup = {
  id: string;
  title: "Leadership" | "Investment & Strategy" | "Operations & Support";
  summary: string;
  members: TeamMember[];
};

/** Where a member's portrait lives: our own SVG illustrations, 160 × 160. */
export const teamPhoto = (slug: string) => `/team/${slug}.svg`;
export const TEAM_PHOTO_SIZE = 160;

const withProfile = (slug: (typeof TEAM_PROFILES)[number]["slug"]): TeamMember => {
  const profile = TEAM_PROFILES.find((candidate) => candidate.slug === slug);
  if (!profile) throw new Error(`No team profile ${slug}`);
  return { slug, name: profile.name, designation: profile.role, profile: slug };
};

/** The three groups of the About page (docs/product.md, section 2.3), in the order they are shown. */
export const TEAM_GROUPS: readonly TeamGroup[] = [
  {
    id: "leadership",
    title: "Leadership",
    summary:
      "The partners who set the firm's direction, sit on its investment committee and answer to the family office.",
    members: [
      withProfile("farida-rahman"),
      withProfile("layla-haddad"),
      {
        slug: "yusuf-al-mansoori",
        name: "Yusuf Al-Mansoori",
        designation: "Global Managing Partner",
      },
      { slug: "noor-al-hashimi", name: "Noor Al-Hashimi", designation: "Chief Governance Officer" },
    ],
  },
  {
    id: "investment-strategy",
    title: "Investment & Strategy",
    summary:
      "Scouts, analysts and partners who meet founders, write the analyst reports and take them to our network.",
    members: [
      { slug: "mei-tanaka", name: "Mei Tanaka", designation: "Chief Investment Officer" },
      withProfile("karim-nassar"),
      withProfile("priya-raghavan"),
      withProfile("daniel-okafor"),
      {
        slug: "sofia-marchetti",
        name: "Sofia Marchetti",
        designation: "Chief of Investor Representation",
      },
    ],
  },
  {
    id: "operations-support",
    title: "Operations & Support",
    summary:
      "The people who schedule pitch sessions, run diligence data rooms and keep every founder informed.",
    members: [
      { slug: "tomas-varela", name: "Tomás Varela", designation: "Head of Operations" },
      { slug: "arjun-mehta", name: "Arjun Mehta", designation: "Due Diligence Coordinator" },
      { slug: "aisha-bello", name: "Aisha Bello", designation: "Investor Relations Associate" },
      { slug: "hana-suleiman", name: "Hana Suleiman", designation: "Executive Assistant" },
    ],
  },
];
