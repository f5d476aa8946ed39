import type { DEVELOPMENT_STAGES } from "./questions/application";
import type { TEAM_REGIONS, TEAM_SECTORS, TEAM_STAGES } from "./team-finder";

// Which parts of a firm's thesis a startup fits (docs/decisions/058-deal-sharing.md). The
// application asks the industry in the founder's words, the development stage from its own list,
// and no region: the region is read from the phone number's country code.

type Sector = (typeof TEAM_SECTORS)[number];
type Stage = (typeof TEAM_STAGES)[number];
type Region = (typeof TEAM_REGIONS)[number];

/** The words of an industry that name each sector ("fintech", "payments" → FinTech). */
const SECTOR_WORDS: Record<Exclude<Sector, "Multi-sectoral">, readonly string[]> = {
  BioTech: ["biotech", "bio", "genomic", "pharma", "life science"],
  ClimateTech: ["climate", "clean", "energy", "solar", "carbon", "sustainab", "water", "agri"],
  ConsumerTech: ["consumer", "retail", "e-commerce", "ecommerce", "d2c", "food", "travel", "media"],
  DeepTech: [
    "deep",
    "ai",
    "artificial intelligence",
    "machine learning",
    "quantum",
    "robot",
    "space",
  ],
  EdTech: ["edtech", "education", "learning", "school", "tutor"],
  FinTech: ["fintech", "financ", "payment", "bank", "insur", "lending", "credit", "wealth"],
  Hardware: ["hardware", "device", "iot", "semiconductor", "manufactur"],
  HealthTech: ["health", "medic", "clinic", "care", "pharmac", "wellness"],
};

/** The investment stages a development stage fits. */
const STAGE_FITS: Record<(typeof DEVELOPMENT_STAGES)[number], readonly Stage[]> = {
  Idea: ["Pre-Seed"],
  "MVP Built": ["Pre-Seed", "Seed"],
  "Early Users": ["Pre-Seed", "Seed"],
  "Revenue Generating": ["Seed", "Series A"],
  Scaling: ["Series A", "Series B", "Growth"],
  Profitable: ["Series B", "Growth", "Late Stage"],
};

/** Country calling codes of each region, longest first where they share a start. */
const REGION_CODES: [string, Region][] = [
  ["+971", "Middle East"],
  ["+966", "Middle East"],
  ["+974", "Middle East"],
  ["+973", "Middle East"],
  ["+968", "Middle East"],
  ["+965", "Middle East"],
  ["+962", "Middle East"],
  ["+961", "Middle East"],
  ["+880", "South Asia"],
  ["+977", "South Asia"],
  ["+975", "South Asia"],
  ["+960", "South Asia"],
  ["+92", "South Asia"],
  ["+94", "South Asia"],
  ["+93", "South Asia"],
  ["+91", "India"],
  ["+20", "Middle East"],
  ["+1", "North America"],
  ["+3", "Europe"],
  ["+4", "Europe"],
];

export const sectorsOf = (industry: string): Sector[] => {
  const text = ` ${industry.toLowerCase()} `;
  return (Object.entries(SECTOR_WORDS) as [Sector, readonly string[]][])
    .filter(([, words]) =>
      words.some((word) =>
        word.length <= 3 ? new RegExp(`\\b${word}\\b`).test(text) : text.includes(word),
      ),
    )
    .map(([sector]) => sector);
};

export const regionOfPhone = (phone: string): Region | null => {
  const plain = phone.replace(/[\s().-]/g, "").replace(/^00/, "+");
  return REGION_CODES.find(([code]) => plain.startsWith(code))?.[1] ?? null;
};

export type ThesisMatch = "sector" | "stage" | "region";

/** The parts of the thesis the startup fits; a firm that leaves a part open fits none of it. */
export function thesisMatches(
  firm: { sectors: readonly string[]; stages: readonly string[]; regions: readonly string[] },
  startup: { industry: string; developmentStage: string; phone: string },
): ThesisMatch[] {
  const matches: ThesisMatch[] = [];
  const sectors = sectorsOf(startup.industry);
  if (
    firm.sectors.includes("Multi-sectoral") ||
    sectors.some((sector) => firm.sectors.includes(sector))
  )
    matches.push("sector");
  const stages = STAGE_FITS[startup.developmentStage as keyof typeof STAGE_FITS] ?? [];
  if (stages.some((stage) => firm.stages.includes(stage))) matches.push("stage");
  const region = regionOfPhone(startup.phone);
  if (region && firm.regions.includes(region)) matches.push("region");
  return matches;
}

type Startup = { industry: string; developmentStage: string };

/**
 * Whether two startups are alike enough that a firm's interest in one suggests the other: they
 * share a sector read from their industries; when either industry names no sector, they are at the
 * same development stage.
 */
export function similarStartups(a: Startup, b: Startup): boolean {
  const sectorsOfA = sectorsOf(a.industry);
  const sectorsOfB = sectorsOf(b.industry);
  if (sectorsOfA.length === 0 || sectorsOfB.length === 0) {
    return a.developmentStage === b.developmentStage;
  }
  return sectorsOfA.some((sector) => sectorsOfB.includes(sector));
}
