import { FIRM } from "../../core/firm";

/**
 * The legal pages' titles and descriptions: every page's metadata needs them, so they live apart
 * from the full texts (legal.ts), which only the legal pages load.
 */
export const LEGAL_PAGES = {
  terms: {
    title: "Terms and Conditions",
    description: `The terms that govern your use of the ${FIRM.name} website, funding application, consultancy programme, ebooks and tools.`,
  },
  conduct: {
    title: "Code of Conduct",
    description: `How the ${FIRM.name} team and the founders, partners and attendees we work with are expected to behave.`,
  },
  privacy: {
    title: "Privacy Policy",
    description: `How ${FIRM.name} collects, uses, shares, stores and protects personal data, and the rights you have over it.`,
  },
  disclosures: {
    title: "Disclosures",
    description: `Important disclosures about ${FIRM.name} content, portfolio figures, fees, guarantees and conflicts of interest.`,
  },
} as const;

export type LegalSlug = keyof typeof LEGAL_PAGES;
