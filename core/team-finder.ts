// The team finder (docs/product.md, section 2.4): its sectors, regions and stages, which a firm's
// thesis takes too (core/schemas/deal-firm.ts), and how a member is matched.

export const TEAM_SECTORS = [
  "BioTech",
  "ClimateTech",
  "ConsumerTech",
  "DeepTech",
  "EdTech",
  "FinTech",
  "Hardware",
  "HealthTech",
  "Multi-sectoral",
] as const;

export const TEAM_REGIONS = [
  "India",
  "Middle East",
  "Europe",
  "North America",
  "South Asia",
] as const;

export const TEAM_STAGES = [
  "Pre-Seed",
  "Seed",
  "Series A",
  "Series B",
  "Growth",
  "Late Stage",
] as const;

export type TeamSector = (typeof TEAM_SECTORS)[number];
export type TeamRegion = (typeof TEAM_REGIONS)[number];
export type TeamStage = (typeof TEAM_STAGES)[number];

/** What the finder needs to know of a member: a name and the sectors, regions and stages they cover. */
export type FinderMember = {
  name: string;
  sectors: readonly TeamSector[];
  regions: readonly TeamRegion[];
  stages: readonly TeamStage[];
};

/** The visitor's choice; an empty string is "any" (all filters are optional, docs/product.md, section 2.4). */
export type FinderFilters = {
  sector: TeamSector | "";
  region: TeamRegion | "";
  stage: TeamStage | "";
};

export const NO_FILTERS: FinderFilters = { sector: "", region: "", stage: "" };
const FINDER_MIN_RESULTS = 5;
const FINDER_MAX_RESULTS = 8;

/** A match needs the chosen sector, region and stage each in the member's lists; empty matches all. */
export function matchesFilters(member: FinderMember, filters: FinderFilters): boolean {
  return (
    (filters.sector === "" || member.sectors.includes(filters.sector)) &&
    (filters.region === "" || member.regions.includes(filters.region)) &&
    (filters.stage === "" || member.stages.includes(filters.stage))
  );
}

/** FNV-1a, 32 bits: small, stable across runs and browsers, good enough to shuffle seven names. */
function stableHash(text: string): number {
  let hash = 0x811c9dc5;
  for (const char of text) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

const orderKey = (member: FinderMember, filters: FinderFilters) =>
  stableHash(`${member.name}|${filters.sector}|${filters.region}|${filters.stage}`);

/**
 * The members to show for a search (docs/product.md, section 9.4): those who match, then members who do not,
 * until at least 5 are listed; never more than 8. Both groups are ordered by a hash of the member's
 * name plus the chosen filters, so the same search always lists the same people in the same order.
 */
export function findTeamMembers<T extends FinderMember>(
  members: readonly T[],
  filters: FinderFilters,
): T[] {
  const byHash = (a: T, b: T) =>
    orderKey(a, filters) - orderKey(b, filters) || a.name.localeCompare(b.name);
  const matching = members.filter((member) => matchesFilters(member, filters)).sort(byHash);
  const others = members.filter((member) => !matchesFilters(member, filters)).sort(byHash);
  const padding = others.slice(0, Math.max(0, FINDER_MIN_RESULTS - matching.length));
  return [...matching, ...padding].slice(0, FINDER_MAX_RESULTS);
}
