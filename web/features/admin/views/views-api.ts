import type { z } from "zod";
import type { MessageSchema } from "../../../../core/schemas/common";
import type {
  SavedViewInputSchema,
  SavedViewSchema,
  SavedViewUpdateSchema,
  ViewList,
} from "../../../../core/schemas/saved-view";
import { api } from "../../../lib/api";

const auth = { auth: true } as const;

/** The console's saved views (api/routes/views). */
export const viewsApi = {
  list: (list: ViewList) =>
    api.get<z.ZodArray<typeof SavedViewSchema>>(`/api/admin/views?list=${list}`, auth),
  save: (view: z.input<typeof SavedViewInputSchema>) =>
    api.post<typeof SavedViewSchema>("/api/admin/views", view, auth),
  update: (id: string, change: z.input<typeof SavedViewUpdateSchema>) =>
    api.patch<typeof SavedViewSchema>(`/api/admin/views/${id}`, change, auth),
  remove: (id: string) =>
    api.delete<typeof MessageSchema>(`/api/admin/views/${id}`, undefined, auth),
};
