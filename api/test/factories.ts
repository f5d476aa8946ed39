import type { ContactInput } from "../../core/schemas/contact";
import type { FounderLeadInput, HandbookLeadInput } from "../../core/schemas/lead";

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

export const aHandbookLead = (overrides: Partial<HandbookLeadInput> = {}): HandbookLeadInput => ({
  name: "Rohan Mehta",
  email: `rohan${next()}@example.com`,
  role: "Entrepreneur",
  location: "Karnataka",
  ...overrides,
});

export const aFounderLead = (overrides: Partial<FounderLeadInput> = {}): FounderLeadInput => ({
  name: "Sara Iyer",
  email: `sara${next()}@example.com`,
  startup: "Krishi Ledger",
  stage: "MVP Built",
  location: "Pune",
  investment: 1_500_000,
  hours: 6,
  ...overrides,
});
