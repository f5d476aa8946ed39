import type { Language } from "../../core/languages";
import type { ApplicationAnswers } from "../../core/schemas/application";
import type { ContactInput } from "../../core/schemas/contact";
import type { FounderLeadInput, HandbookLeadInput } from "../../core/schemas/lead";

/** The language of the page a lead was sent from, beside its fields (English when absent). */
type PageLanguage = { language?: Language };

let sequence = 0;
const next = () => ++sequence;

export const aContact = (overrides: Partial<ContactInput> = {}): ContactInput => ({
  name: "Amira Saleh",
  email: `amira${next()}@example.com`,
  reason: "Partnership",
  description: "We run a seed fund in Riyadh and would like to co-invest in your next cohort.",
  recipient: "Investment team",
  ...overrides,
});

export const aHandbookLead = (
  overrides: Partial<HandbookLeadInput & PageLanguage> = {},
): HandbookLeadInput & PageLanguage => ({
  name: "Rohan Mehta",
  email: `rohan${next()}@example.com`,
  role: "Entrepreneur",
  location: "Karnataka",
  ...overrides,
});

export const aFounderLead = (
  overrides: Partial<FounderLeadInput & PageLanguage> = {},
): FounderLeadInput & PageLanguage => ({
  name: "Sara Iyer",
  email: `sara${next()}@example.com`,
  startup: "Krishi Ledger",
  stage: "MVP Built",
  location: "Pune",
  investment: 1_500_000,
  hours: 6,
  ...overrides,
});

export const anApplication = (overrides: Partial<ApplicationAnswers> = {}): ApplicationAnswers => ({
  fullName: "Aisha Rahman",
  designation: "Founder & CEO",
  phone: "+971 50 555 0199",
  email: `aisha${next()}@example.com`,
  linkedin: "https://www.linkedin.com/in/aisha-rahman-example",
  journey: "Ten years in logistics, two of them building route software for Gulf carriers.",
  legacy: "Make cold-chain delivery reliable for every clinic in the region.",
  achievements: "",
  problem: "A third of vaccines shipped to rural clinics arrive outside their temperature range.",
  startupName: "ColdLine",
  website: "https://coldline.example",
  industry: "HealthTech",
  pitch: "Sensors and routing that keep medicine cold from warehouse to clinic.",
  developmentStage: "Early Users",
  funded: "Bootstrapped; a $150k grant in 2025.",
  investmentDetails: "Raising $1.2M seed for 18 months of runway.",
  customerAcquisition: "Direct sales to hospital groups; two pilots running.",
  challenge: "Hiring hardware engineers in Abu Dhabi.",
  cofounders: "Omar Haddad (CTO)",
  teamSize: 7,
  executives: "",
  decisionMaking: "Weekly founder meeting; the CEO decides on ties.",
  expectations: "Introductions to hospital networks in India and the Gulf.",
  ...overrides,
});

/** An affiliated firm as the console sends it (api/routes/deals/firms). */
export const aFirm = (overrides: object = {}) => ({
  name: "Gulf Gate Capital",
  domains: ["gulfgate.example", "gg-capital.example"],
  sectors: ["FinTech", "ClimateTech"],
  stages: ["Seed", "Series A"],
  regions: ["Middle East", "India"],
  chequeMin: 250000,
  chequeMax: 2000000,
  chequeCurrency: "USD",
  notes: "Leads seed rounds in the Gulf.",
  people: [
    { name: "Aisha Rahman", email: "Aisha@gulfgate.example", role: "Partner" },
    { name: "Omar Haddad", email: "omar@gulfgate.example", role: "" },
  ],
  ...overrides,
});
