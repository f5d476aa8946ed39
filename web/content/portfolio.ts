import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { FIRM } from "../../core/firm";

/** A case-study company of the portfolio grid (docs/product.md, section 2.3). */
export type PortfolioCompany = {
  slug: string;
  name: string;
  /** A name, written the same in every language; `doctor` puts the title before it. */
  chiefExecutive: string;
  doctor?: boolean;
  leadInvestor: string;
  country: MessageDescriptor;
  sector: MessageDescriptor;
  text: MessageDescriptor;
};

/** Each company's wordmark: our own SVG (scripts/art.ts), 200 × 56. */
export const companyLogo = (slug: string) => `/portfolio/${slug}.svg`;
export const COMPANY_LOGO_SIZE = { width: 200, height: 56 } as const;

export const PORTFOLIO_STATEMENT = msg`Over 250 companies with a combined market value exceeding $25 billion`;

export const PORTFOLIO_DISCLAIMER = msg`${FIRM.name} was consolidated in 2022. Investments made before 2022, including several of the case studies on this page, were made through other family offices of the same group and are shown here for their track record; past performance does not guarantee future results, and figures are unaudited estimates at the time of writing.`;

/** The featured early-investment case. */
export const FEATURED_CASE = {
  slug: "sarab-cold-chain",
  name: "Sarab Cold Chain",
  chiefExecutive: "Reem Al-Khatib",
  country: msg`United Arab Emirates`,
  firstCheque: msg`2014, seed round`,
  summary: msg`Sarab started with three refrigerated vans and a spreadsheet, delivering vaccines and fresh produce across Abu Dhabi. We wrote the first institutional cheque in 2014, before there was a website, because the founders already knew the temperature log of every delivery they had made.`,
  milestones: [
    { year: "2014", text: msg`Seed round led by the family office; 3 vans, 11 customers.` },
    {
      year: "2017",
      text: msg`Series A with two affiliated venture firms; entry into Oman and Bahrain.`,
    },
    {
      year: "2020",
      text: msg`Ran a third of the region's vaccine cold-chain deliveries during the pandemic.`,
    },
    {
      year: "2024",
      text: msg`2,400 refrigerated vehicles in six countries; profitable for the fourth year.`,
    },
  ],
} as const;

export const PORTFOLIO_COMPANIES: readonly PortfolioCompany[] = [
  {
    slug: "qanat-water",
    name: "Qanat Water Systems",
    chiefExecutive: "Mariam Al-Zaabi",
    leadInvestor: FIRM.name,
    country: msg`United Arab Emirates`,
    sector: msg`ClimateTech`,
    text: msg`Modular greywater recycling for residential towers, now in 140 buildings.`,
  },
  {
    slug: "ledgerly",
    name: "Ledgerly",
    chiefExecutive: "Vikram Iyer",
    leadInvestor: "Falaj Growth Partners",
    country: msg`India`,
    sector: msg`FinTech`,
    text: msg`Tax reconciliation and cash-flow forecasting for 38,000 small businesses.`,
  },
  {
    slug: "tabeeb-health",
    name: "Tabeeb Health",
    chiefExecutive: "Salma Qureshi",
    doctor: true,
    leadInvestor: FIRM.name,
    country: msg`Saudi Arabia`,
    sector: msg`HealthTech`,
    text: msg`Video consultations and home lab tests, integrated with regional insurers.`,
  },
  {
    slug: "kestrel-robotics",
    name: "Kestrel Robotics",
    chiefExecutive: "Jonas Weber",
    leadInvestor: "Northbank Ventures",
    country: msg`Germany`,
    sector: msg`Hardware`,
    text: msg`Picking arms that learn a new warehouse's stock in a single shift.`,
  },
  {
    slug: "sahel-grid",
    name: "Sahel Solar Grid",
    chiefExecutive: "Amadou Diallo",
    leadInvestor: "Oryx Seed Capital",
    country: msg`Senegal`,
    sector: msg`ClimateTech`,
    text: msg`Pay-as-you-go solar mini-grids powering 210 villages.`,
  },
  {
    slug: "mnemo-learning",
    name: "Mnemo Learning",
    chiefExecutive: "Clara Jensen",
    leadInvestor: FIRM.name,
    country: msg`Denmark`,
    sector: msg`EdTech`,
    text: msg`Spaced-repetition courses for vocational apprentices and their employers.`,
  },
  {
    slug: "pandan-pay",
    name: "Pandan Pay",
    chiefExecutive: "Rizal Santoso",
    leadInvestor: "Falaj Growth Partners",
    country: msg`Indonesia`,
    sector: msg`FinTech`,
    text: msg`QR payments and working-capital loans for 90,000 street-food merchants.`,
  },
  {
    slug: "orbitra",
    name: "Orbitra Analytics",
    chiefExecutive: "Elena Petrova",
    leadInvestor: "Northbank Ventures",
    country: msg`Luxembourg`,
    sector: msg`DeepTech`,
    text: msg`Satellite radar analytics that flag crop stress and pipeline leaks.`,
  },
  {
    slug: "haveli-foods",
    name: "Haveli Foods",
    chiefExecutive: "Neha Kapoor",
    leadInvestor: FIRM.name,
    country: msg`India`,
    sector: msg`ConsumerTech`,
    text: msg`Regional home-style meals from shared kitchens in eleven cities.`,
  },
  {
    slug: "coralis-bio",
    name: "Coralis Bio",
    chiefExecutive: "Yara Khoury",
    doctor: true,
    leadInvestor: "Meridian Dhow Partners",
    country: msg`Lebanon`,
    sector: msg`BioTech`,
    text: msg`Enzymes from marine microbes that replace petrochemicals in detergents.`,
  },
  {
    slug: "tessellate-ai",
    name: "Tessellate AI",
    chiefExecutive: "Marcus Chen",
    leadInvestor: FIRM.name,
    country: msg`Singapore`,
    sector: msg`DeepTech`,
    text: msg`Formal verification that finds chip-design bugs before tape-out.`,
  },
  {
    slug: "dhow-logistics",
    name: "Dhow Logistics",
    chiefExecutive: "Faisal Al-Harthy",
    leadInvestor: "Meridian Dhow Partners",
    country: msg`Oman`,
    sector: msg`Logistics`,
    text: msg`Digital freight forwarding between Gulf ports and East Africa.`,
  },
  {
    slug: "verdant-loop",
    name: "Verdant Loop",
    chiefExecutive: "Isabel Moreno",
    leadInvestor: "Oryx Seed Capital",
    country: msg`Spain`,
    sector: msg`ClimateTech`,
    text: msg`Sorting and fibre-to-fibre recycling of post-consumer textiles.`,
  },
  {
    slug: "kora-insure",
    name: "Kora Insure",
    chiefExecutive: "Wanjiru Kamau",
    leadInvestor: FIRM.name,
    country: msg`Kenya`,
    sector: msg`FinTech`,
    text: msg`Weekly micro-insurance for motorbike taxi riders, sold by mobile money.`,
  },
  {
    slug: "brightwell-labs",
    name: "Brightwell Labs",
    chiefExecutive: "Ethan Brooks",
    leadInvestor: "Northbank Ventures",
    country: msg`United States`,
    sector: msg`SaaS`,
    text: msg`Software that cuts patient-recruitment time for clinical trials by half.`,
  },
  {
    slug: "miraj-mobility",
    name: "Miraj Mobility",
    chiefExecutive: "Hamza Rashid",
    leadInvestor: "Falaj Growth Partners",
    country: msg`Pakistan`,
    sector: msg`Mobility`,
    text: msg`Electric two-wheeler fleets with battery swapping for delivery riders.`,
  },
];
