// Saved views: a staff member's named search, filter, sort and column choice on one console list,
// private or shared with the team (docs/decisions/030-bulk-selection-and-saved-views.md).
import { LIMITS, oneLineText, RecordMetaSchema, requiredText } from "./common";
import { LIST_SORTS } from "./list";
import { z } from "./zod";

/** The console lists a view can be saved on (the paths of GET /api/admin/<list>). */
export const VIEW_LISTS = [
  "contacts",
  "subscribers",
  "applications",
  "pitch-leads",
  "consultancy-leads",
  "consultancy-requests",
  "funding-interest",
  "affiliated-firms",
] as const;
export type ViewList = (typeof VIEW_LISTS)[number];

export const VIEW_NAME_MAX = 60;

/** What a view restores: the list's URL parameters, and the columns it hides. */
export const ViewSettingsSchema = z.strictObject({
  q: oneLineText().trim().max(200).optional(),
  status: oneLineText().trim().max(50).optional(),
  sort: z.enum(LIST_SORTS).optional(),
  hiddenColumns: z.array(oneLineText().max(LIMITS.name)).max(30).optional(),
});
export type ViewSettings = z.infer<typeof ViewSettingsSchema>;

const ViewNameSchema = requiredText(VIEW_NAME_MAX);

/** GET /api/admin/views?list=…: which list's views. */
export const ViewListQuerySchema = z.object({ list: z.enum(VIEW_LISTS, "Unknown list") });

/** POST /api/admin/views. */
export const SavedViewInputSchema = z.strictObject({
  list: z.enum(VIEW_LISTS, "Unknown list"),
  name: ViewNameSchema,
  shared: z.boolean().default(false),
  settings: ViewSettingsSchema,
});

/** The Views menu's rename form: a name, said plainly when it is missing. */
export const ViewNameFormSchema = z.object({
  name: z.string("Name the view.").trim().min(1, "Name the view.").pipe(ViewNameSchema),
});

/** The Views menu's save form: the name, whether the team sees it, and what it keeps. */
export const ViewFormSchema = ViewNameFormSchema.extend({
  shared: z.boolean().default(false),
  settings: ViewSettingsSchema.default({}),
});

/** PATCH /api/admin/views/:id: rename, share or unshare one's own view. */
export const SavedViewUpdateSchema = z
  .strictObject({ name: ViewNameSchema.optional(), shared: z.boolean().optional() })
  .refine((update) => update.name !== undefined || update.shared !== undefined, {
    message: "Send a name or whether the view is shared",
  });

export const SavedViewSchema = RecordMetaSchema.extend({
  list: z.enum(VIEW_LISTS),
  name: z.string(),
  shared: z.boolean(),
  settings: ViewSettingsSchema,
  ownerName: z.string(),
  /** Saved by the staff member asking: theirs to rename, share and delete. */
  mine: z.boolean(),
});
export type SavedView = z.infer<typeof SavedViewSchema>;
