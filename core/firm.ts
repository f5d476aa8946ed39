/** The firm's name, slug, address and links: used everywhere (web, api, e-mails), typed nowhere else. */
export const FIRM = {
  name: "Nakhla Ventures",
  slug: "nakhla",
  email: "hello@nakhla.example",
  tagline: "Investing in Today. Inventing Tomorrow.",
  copyrightYear: 2025,
  companyPageUrl: "https://www.linkedin.com/company/nakhla-ventures",
  companyPageLabel: "Nakhla Ventures on LinkedIn",
} as const;
