import { oneLineText } from "./common";
import { z } from "./zod";

/**
 * Every list sorts by date; a list whose source names a sort column also by it (applications:
 * "median", and "waiting", the undecided paid ones longest waiting first by their decision clock).
 */
export const LIST_SORTS = ["newest", "oldest", "median", "waiting"] as const;
export type ListSort = (typeof LIST_SORTS)[number];
export const MAX_PAGE_SIZE = 100;

/** Paging, search and filter of every admin list (server-side, so 100,000 rows stay usable). */
export const ListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(50),
  q: oneLineText().trim().max(200).optional(),
  status: oneLineText().trim().max(50).optional(),
  sort: z.enum(LIST_SORTS).default("newest"),
});
export type ListQuery = z.infer<typeof ListQuerySchema>;

export const listPageSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    /** True when `total` is the database's estimate (a large match), shown as "about N". */
    totalIsEstimate: z.boolean().optional(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
/** GET /api/admin/<list>: one page of items of type T. */
export type ListPage<T> = z.output<ReturnType<typeof listPageSchema<z.ZodType<T>>>>;
