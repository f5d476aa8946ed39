import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { FinderMember } from "../../core/team-finder";
import { TEAM_REGIONS, TEAM_SECTORS, TEAM_STAGES } from "../../core/team-finder";
import { teamPhoto } from "./team";

/** A member of the thank-you page's finder (docs/product.md, section 9.3: a fixed list of seven). */
export type FinderTeamMember = FinderMember & {
  id: number;
  slug: string;
  photo: string;
  role: MessageDescriptor;
  specialty: MessageDescriptor;
};

const member = (fields: Omit<FinderTeamMember, "photo">): FinderTeamMember => ({
  ...fields,
  photo: teamPhoto(fields.slug),
});

/**
 * The seven people a founder can be matched with, with the roles the spec lists. Yusuf covers
 * every sector, region and stage: the finder shows that as Multi-sectoral, Global, all stages.
 */
export const FINDER_TEAM: readonly FinderTeamMember[] = [
  member({
    id: 1,
    slug: "layla-haddad",
    name: "Layla Haddad",
    role: msg`Managing Partner`,
    sectors: ["FinTech", "ConsumerTech"],
    regions: ["Middle East", "India"],
    stages: ["Seed", "Series A", "Series B"],
    specialty: msg`Consumer fintech and embedded payments for Gulf and Indian markets.`,
  }),
  member({
    id: 2,
    slug: "mei-tanaka",
    name: "Mei Tanaka",
    role: msg`Chief Investment Officer`,
    sectors: ["DeepTech", "Hardware", "ClimateTech"],
    regions: ["North America", "Europe"],
    stages: ["Series A", "Series B", "Growth"],
    specialty: msg`Deep-tech and climate hardware rounds, from first factory to first export.`,
  }),
  member({
    id: 3,
    slug: "noor-al-hashimi",
    name: "Noor Al-Hashimi",
    role: msg`Chief Governance Officer`,
    sectors: ["FinTech", "HealthTech"],
    regions: ["Middle East", "Europe"],
    stages: ["Growth", "Late Stage"],
    specialty: msg`Board governance and regulatory readiness for companies in regulated markets.`,
  }),
  member({
    id: 4,
    slug: "yusuf-al-mansoori",
    name: "Yusuf Al-Mansoori",
    role: msg`Global Managing Partner`,
    sectors: [...TEAM_SECTORS],
    regions: [...TEAM_REGIONS],
    stages: [...TEAM_STAGES],
    specialty: msg`Leads our syndicate across sectors and continents, from pre-seed to late stage.`,
  }),
  member({
    id: 5,
    slug: "sofia-marchetti",
    name: "Sofia Marchetti",
    role: msg`Chief of Investor Representation`,
    sectors: ["ConsumerTech", "EdTech"],
    regions: ["Europe", "North America"],
    stages: ["Pre-Seed", "Seed", "Series A"],
    specialty: msg`Presents founders to our co-investors and keeps them informed after the round.`,
  }),
  member({
    id: 6,
    slug: "daniel-okafor",
    name: "Daniel Okafor",
    role: msg`Head of Research & Development`,
    sectors: ["BioTech", "HealthTech", "DeepTech"],
    regions: ["Europe", "South Asia"],
    stages: ["Pre-Seed", "Seed"],
    specialty: msg`Scientific diligence on biotech and health-tech platforms before their first trial.`,
  }),
  member({
    id: 7,
    slug: "arjun-mehta",
    name: "Arjun Mehta",
    role: msg`Due Diligence Coordinator`,
    sectors: ["EdTech", "FinTech", "ConsumerTech"],
    regions: ["India", "South Asia"],
    stages: ["Pre-Seed", "Seed", "Series A"],
    specialty: msg`Runs the analyst review of pitches from Indian and South Asian founders.`,
  }),
];
