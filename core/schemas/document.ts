import { DOCUMENT_CATEGORIES } from "../constants";
import { LIMITS, oneLineText, requiredText } from "./common";
import { z } from "./zod";

const MAX_URL = 2048;

/** A link anyone on the team can open: http or https only (no javascript:, file:, data:). */
export const DocumentUrlSchema = oneLineText()
  .trim()
  .min(1, "This field is required")
  .max(MAX_URL, `Must be at most ${MAX_URL} characters`)
  .pipe(
    z.url({
      protocol: /^https?$/,
      hostname: z.regexes.domain,
      message: "Enter a valid http(s) URL",
    }),
  );

/** POST /api/document: name, url, category (Operating Procedures unless chosen). */
export const DocumentInputSchema = z.object({
  name: requiredText(LIMITS.short),
  url: DocumentUrlSchema,
  category: z.enum(DOCUMENT_CATEGORIES, "Choose a category").default(DOCUMENT_CATEGORIES[0]),
});
export type DocumentInput = z.input<typeof DocumentInputSchema>;

export const DocumentSchema = z.object({
  _id: z.uuid(),
  name: z.string(),
  url: z.string(),
  category: z.enum(DOCUMENT_CATEGORIES),
  createdAt: z.iso.datetime(),
});
export type AssignmentDocument = z.infer<typeof DocumentSchema>;
/** GET /api/document */
export const DocumentListSchema = z.array(DocumentSchema);
export type DocumentCategory = AssignmentDocument["category"];
