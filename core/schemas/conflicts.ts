import { CONFLICT_KINDS } from "../conflicts";
import { LIMITS, oneLineText, requiredText } from "./common";
import { DomainSchema } from "./deal-firm";
import { z } from "./zod";

// A staff member's declared conflicts of interest (core/conflicts.ts), as Account edits them.

/** The most declarations one person keeps. */
export const CONFLICTS_MAX = 50;

export const DeclaredConflictSchema = z.strictObject({
  kind: z.enum(CONFLICT_KINDS, "Choose what ties you to it"),
  name: requiredText(LIMITS.name),
  /** Its web domain, to match a founder's address or website: "" for none. */
  domain: oneLineText()
    .trim()
    .pipe(z.union([z.literal(""), DomainSchema]))
    .default(""),
});
export type DeclaredConflictInput = z.infer<typeof DeclaredConflictSchema>;

/** PUT /api/account/conflicts: the whole list, replacing the one kept. */
export const ConflictsInputSchema = z.strictObject({
  conflicts: z
    .array(DeclaredConflictSchema)
    .max(CONFLICTS_MAX, `At most ${CONFLICTS_MAX} declarations`),
});

/** The Account form's post: the same list, none when every row was removed. */
export const ConflictsFormSchema = z.object({
  conflicts: ConflictsInputSchema.shape.conflicts.default([]),
});

export const ConflictsSchema = z.object({
  conflicts: z.array(
    z.object({
      _id: z.uuid(),
      kind: z.enum(CONFLICT_KINDS),
      name: z.string(),
      domain: z.string().nullable(),
    }),
  ),
});
export type Conflicts = z.infer<typeof ConflictsSchema>;
