// The ebooks we give away for a lead: what the site links to and the API serves. Only metadata
// lives here, so the site's pages can import it without the ebooks' text (see content.ts).

export const EBOOK_SLUGS = ["ai-handbook", "before-you-build"] as const;
export type EbookSlug = (typeof EBOOK_SLUGS)[number];

export type EbookEntry = {
  slug: EbookSlug;
  title: string;
  /** The name the browser saves the download under. */
  fileName: string;
  /** Where the API serves the PDF, on the site's origin (docs/decisions/008-ebooks-and-mail.md). */
  path: `/ebooks/${string}.pdf`;
};

export const EBOOKS = {
  "ai-handbook": {
    slug: "ai-handbook",
    title: "Artificial Intelligence Handbook",
    fileName: "Nakhla-Ventures-AI-Handbook.pdf",
    path: "/ebooks/ai-handbook.pdf",
  },
  "before-you-build": {
    slug: "before-you-build",
    title: "Before You Build — Read This First",
    fileName: "Nakhla-Ventures-Before-You-Build.pdf",
    path: "/ebooks/before-you-build.pdf",
  },
} as const satisfies Record<EbookSlug, EbookEntry>;

export const EBOOK_LIST: readonly EbookEntry[] = EBOOK_SLUGS.map((slug) => EBOOKS[slug]);

export const isEbookSlug = (value: unknown): value is EbookSlug =>
  typeof value === "string" && (EBOOK_SLUGS as readonly string[]).includes(value);
