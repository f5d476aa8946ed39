/** The firm's name, slug, address and links: used everywhere (web, api, e-mails), typed nowhere else. */
export const FIRM = {
  name: "Nakhla Ventures",
  slug: "nakhla",
  email: "hello@nakhla.example",
  tagline: "Investing in Today. Inventing Tomorrow.",
  copyrightYear: 2025,
  companyPageUrl: "https://www.linkedin.com/company/nakhla-ventures",
  /**
   * Who issues the receipts of the application fee, paid in rupees: the India office. Its state
   * decides CGST and SGST (same state) or IGST (elsewhere) on a tax invoice.
   */
  billing: {
    legalName: "Nakhla Ventures",
    address: ["2nd Floor, 100 Feet Road, Indiranagar", "Bengaluru 560038", "Karnataka, India"],
    state: "Karnataka",
  },
  /** The receipts' series: NV/2026-27/000123. */
  receiptPrefix: "NV",
} as const;
