import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { TEAM_PROFILES } from "../paths";

type ProfileSlug = (typeof TEAM_PROFILES)[number]["slug"];

/** One person of the About page grids. `profile` is the slug of their own page, when they have one. */
export type TeamMember = {
  slug: string;
  /** A name, written the same in every language. */
  name: string;
  designation: MessageDescriptor;
  profile?: ProfileSlug;
};

export type TeamGroup = {
  id: string;
  title: MessageDescriptor;
  summary: MessageDescriptor;
  members: TeamMember[];
};

/** Where a member's portrait lives: our own SVG illustrations, 160 × 160. */
export const teamPhoto = (slug: string) => `/team/${slug}.svg`;
export const TEAM_PHOTO_SIZE = 160;

/**
 * The roles of the members with a profile page, as catalogue messages: TEAM_PROFILES (web/paths.ts) is read by
 * the route table, which the build loads without Lingui's macros. team.test.ts checks the English
 * is the same.
 */
export const PROFILE_ROLES: Record<ProfileSlug, MessageDescriptor> = {
  "layla-haddad": msg`Managing Partner`,
  "farida-rahman": msg`Chairperson`,
  "karim-nassar": msg`Head of Global Startup Relations`,
  "priya-raghavan": msg`Startup Scouting Partner`,
  "daniel-okafor": msg`Head of Research`,
};

const withProfile = (slug: ProfileSlug): TeamMember => {
  const profile = TEAM_PROFILES.find((candidate) => candidate.slug === slug);
  if (!profile) throw new Error(`No team profile ${slug}`);
  return { slug, name: profile.name, designation: PROFILE_ROLES[slug], profile: slug };
};

/** The three groups of the About page (docs/product.md, section 2.3), in the order they are shown. */
export const TEAM_GROUPS: readonly TeamGroup[] = [
  {
    id: "leadership",
    title: msg`Leadership`,
    summary: msg`The partners who set the firm's direction, sit on its investment committee and answer to the family office.`,
    members: [
      withProfile("farida-rahman"),
      withProfile("layla-haddad"),
      {
        slug: "yusuf-al-mansoori",
        name: "Yusuf Al-Mansoori",
        designation: msg`Global Managing Partner`,
      },
      {
        slug: "noor-al-hashimi",
        name: "Noor Al-Hashimi",
        designation: msg`Chief Governance Officer`,
      },
    ],
  },
  {
    id: "investment-strategy",
    title: msg`Investment & Strategy`,
    summary: msg`Scouts, analysts and partners who meet founders, write the analyst reports and take them to our network.`,
    members: [
      { slug: "mei-tanaka", name: "Mei Tanaka", designation: msg`Chief Investment Officer` },
      withProfile("karim-nassar"),
      withProfile("priya-raghavan"),
      withProfile("daniel-okafor"),
      {
        slug: "sofia-marchetti",
        name: "Sofia Marchetti",
        designation: msg`Chief of Investor Representation`,
      },
    ],
  },
  {
    id: "operations-support",
    title: msg`Operations & Support`,
    summary: msg`The people who schedule pitch sessions, run diligence data rooms and keep every founder informed.`,
    members: [
      { slug: "tomas-varela", name: "Tomás Varela", designation: msg`Head of Operations` },
      { slug: "arjun-mehta", name: "Arjun Mehta", designation: msg`Due Diligence Coordinator` },
      { slug: "aisha-bello", name: "Aisha Bello", designation: msg`Investor Relations Associate` },
      { slug: "hana-suleiman", name: "Hana Suleiman", designation: msg`Executive Assistant` },
    ],
  },
];
