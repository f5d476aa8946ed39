// The consultancy pages' lists (docs/product.md, sections 2.7 and 9): the ten services, why
// startups fail and the sectors of the Indian programme. Their own module, not core/constants.ts,
// so that those pages load no other page's constants (docs/decisions/031-light-form-pages.md).

export const SERVICE_TILES = [
  "Revenue Stream Design",
  "Financial Roadmapping",
  "Customer Acquisition",
  "Fundraising Strategy",
  "Market Analysis",
  "Operational Scaling",
  "Product Optimization",
  "Sales & Marketing Execution",
  "Strategic Pivot Planning",
  "Profitability Engineering",
] as const;

export const FAILURE_CAUSES = [
  { label: "No market demand", percent: 42 },
  { label: "Cash flow", percent: 29 },
  { label: "Team", percent: 23 },
  { label: "Other", percent: 6 },
] as const;

export const SECTOR_SHARES = [
  { label: "FinTech", percent: 25 },
  { label: "EdTech", percent: 15 },
  { label: "HealthTech", percent: 20 },
  { label: "SaaS", percent: 30 },
  { label: "Others", percent: 10 },
] as const;
