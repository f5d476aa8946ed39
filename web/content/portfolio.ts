import { FIRM } from "../../core/firm";

/** A case-study company of the portfolio grid (docs/product.md, section 2.3). */
export type PortfolioCompany = {
  slug: string;
  name: string;
  chiefExecutive: string;
  leadInvestor: string;
  country: string;
  sector: string;
  text: string;
};

/** Each company's wordmark: our own SVG (scripts/art.ts), 200 × 56. */
export const companyLogo = (slug: string) => `/portfolio/${slug}.svg`;
export const COMPANY_LOGO_SIZE = { width: 200, height: 56 } as const;

export const PORTFOLIO_STATEMENT =
  "Over 250 companies with a combined market value exceeding $25 billion";

export const PORTFOLIO_DISCLAIMER = `${FIRM.name} was consolidated in 2022. Investments made before 2022, including several of the case studies on this page, were made through other family offices of the same group and are shown here for their track record; past performance does not guarantee future results, and figures are unaudited estimates at the time of writing.`;

/** The featured early-investment case. */
export const FEATURED_CASE = {
  slug: "sarab-cold-chain",
  name: "Sarab Cold Chain",
  chiefExecutive: "Reem Al-Khatib",
  country: "United Arab Emirates",
  firstCheque: "2014, seed round",
  summary:
    "Sarab started with three refrigerated vans and a spreadsheet, delivering vaccines and fresh produce across Abu Dhabi. We wrote the first institutional cheque in 2014, before there was a website, because the founders already knew the temperature log of every delivery they had made.",
  milestones: [
    { year: "2014", text: "Seed round led by the family office; 3 vans, 11 customers." },
    {
      year: "2017",
      text: "Series A with two affiliated venture firms; entry into Oman and Bahrain.",
    },
    {
      year: "2020",
      text: "Ran a third of the region's vaccine cold-chain deliveries during the pandemic.",
    },
    {
      year: "2024",
      text: "2,400 refrigerated vehicles in six countries; profitable for the fourth year.",
    },
  ],
} as const;

export const PORTFOLIO_COMPANIES: readonly PortfolioCompany[] = [
  {
    slug: "qanat-water",
    name: "Qanat Water Systems",
    chiefExecutive: "Mariam Al-Zaabi",
    leadInvestor: FIRM.name,
    country: "United Arab Emirates",
    sector: "ClimateTech",
    text: "Modular greywater recycling for residential towers, now in 140 buildings.",
  },
  {
    slug: "ledgerly",
    name: "Ledgerly",
    chiefExecutive: "Vikram Iyer",
    leadInvestor: "Falaj Growth Partners",
    country: "India",
    sector: "FinTech",
    text: "Tax reconciliation and cash-flow forecasting for 38,000 small businesses.",
  },
  {
    slug: "tabeeb-health",
    name: "Tabeeb Health",
    chiefExecutive: "Dr. Salma Qureshi",
    leadInvestor: FIRM.name,
    country: "Saudi Arabia",
    sector: "HealthTech",
    text: "Video consultations and home lab tests, integrated with regional insurers.",
  },
  {
    slug: "kestrel-robotics",
    name: "Kestrel Robotics",
    chiefExecutive: "Jonas Weber",
    leadInvestor: "Northbank Ventures",
    country: "Germany",
    sector: "Hardware",
    text: "Picking arms that learn a new warehouse's stock in a single shift.",
  },
  {
    slug: "sahel-grid",
    name: "Sahel Solar Grid",
    chiefExecutive: "Amadou Diallo",
    leadInvestor: "Oryx Seed Capital",
    country: "Senegal",
    sector: "ClimateTech",
    text: "Pay-as-you-go solar mini-grids powering 210 villages.",
  },
  {
    slug: "mnemo-learning",
    name: "Mnemo Learning",
    chiefExecutive: "Clara Jensen",
    leadInvestor: FIRM.name,
    country: "Denmark",
    sector: "EdTech",
    text: "Spaced-repetition courses for vocational apprentices and their employers.",
  },
  {
    slug: "pandan-pay",
    name: "Pandan Pay",
    chiefExecutive: "Rizal Santoso",
    leadInvestor: "Falaj Growth Partners",
    country: "Indonesia",
    sector: "FinTech",
    text: "QR payments and working-capital loans for 90,000 street-food merchants.",
  },
  {
    slug: "orbitra",
    name: "Orbitra Analytics",
    chiefExecutive: "Elena Petrova",
    leadInvestor: "Northbank Ventures",
    country: "Luxembourg",
    sector: "DeepTech",
    text: "Satellite radar analytics that flag crop stress and pipeline leaks.",
  },
  {
    slug: "haveli-foods",
    name: "Haveli Foods",
    chiefExecutive: "Neha Kapoor",
    leadInvestor: FIRM.name,
    country: "India",
    sector: "ConsumerTech",
    text: "Regional home-style meals from shared kitchens in eleven cities.",
  },
  {
    slug: "coralis-bio",
    name: "Coralis Bio",
    chiefExecutive: "Dr. Yara Khoury",
    leadInvestor: "Meridian Dhow Partners",
    country: "Lebanon",
    sector: "BioTech",
    text: "Enzymes from marine microbes that replace petrochemicals in detergents.",
  },
  {
    slug: "tessellate-ai",
    name: "Tessellate AI",
    chiefExecutive: "Marcus Chen",
    leadInvestor: FIRM.name,
    country: "Singapore",
    sector: "DeepTech",
    text: "Formal verification that finds chip-design bugs before tape-out.",
  },
  {
    slug: "dhow-logistics",
    name: "Dhow Logistics",
    chiefExecutive: "Faisal Al-Harthy",
    leadInvestor: "Meridian Dhow Partners",
    country: "Oman",
    sector: "Logistics",
    text: "Digital freight forwarding between Gulf ports and East Africa.",
  },
  {
    slug: "verdant-loop",
    name: "Verdant Loop",
    chiefExecutive: "Isabel Moreno",
    leadInvestor: "Oryx Seed Capital",
    country: "Spain",
    sector: "ClimateTech",
    text: "Sorting and fibre-to-fibre recycling of post-consumer textiles.",
  },
  {
    slug: "kora-insure",
    name: "Kora Insure",
    chiefExecutive: "Wanjiru Kamau",
    leadInvestor: FIRM.name,
    country: "Kenya",
    sector: "FinTech",
    text: "Weekly micro-insurance for motorbike taxi riders, sold by mobile money.",
  },
  {
    slug: "brightwell-labs",
    name: "Brightwell Labs",
    chiefExecutive: "Ethan Brooks",
    leadInvestor: "Northbank Ventures",
    country: "United States",
    sector: "SaaS",
    text: "Software that cuts patient-recruitment time for clinical trials by half.",
  },
  {
    slug: "miraj-mobility",
    name: "Miraj Mobility",
    chiefExecutive: "Hamza Rashid",
    leadInvestor: "Falaj Growth Partners",
    country: "Pakistan",
    sector: "Mobility",
    text: "Electric two-wheeler fleets with battery swapping for delivery riders.",
  },
];
