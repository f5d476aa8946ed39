import type { EbookSlug } from "../../core/ebooks/catalogue";
import { AI_HANDBOOK } from "./ai-handbook";
import { BEFORE_YOU_BUILD } from "./before-you-build";
import type { EbookDocument } from "./document";

/** The text of each ebook of the catalogue. The API renders it; the site only needs catalogue.ts. */
export const EBOOK_DOCUMENTS: Record<EbookSlug, EbookDocument> = {
  "ai-handbook": AI_HANDBOOK,
  "before-you-build": BEFORE_YOU_BUILD,
};
