import { z } from "./zod";

/**
 * The id the console gives a change it may undo (a status, a task's assignee or deadline): sent
 * with the change, then to POST /api/admin/changes/:id/undo (docs/decisions/054-undo.md).
 */
export const ChangeIdSchema = z.uuid("Unknown change");

export const UndoParamsSchema = z.object({ id: ChangeIdSchema });

/** How many records the undo put back, and what to tell staff. */
export const UndoResultSchema = z.object({ undone: z.number().int(), message: z.string() });
export type UndoResult = z.infer<typeof UndoResultSchema>;

/** How long a change can be undone: far past its toast's 10 seconds, for a slow click. */
export const UNDO_WINDOW_MINUTES = 15;
