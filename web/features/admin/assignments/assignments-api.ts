import type { z } from "zod";
import type { MessageSchema } from "../../../../core/schemas/common";
import type {
  DocumentInputSchema,
  DocumentListSchema,
  DocumentSchema,
} from "../../../../core/schemas/document";
import type {
  MeetingChangeSchema,
  MeetingInputSchema,
  MeetingListSchema,
  MeetingSchema,
} from "../../../../core/schemas/meeting";
import type {
  CancelPitchBooking,
  PitchSlotInputSchema,
  PitchSlotListSchema,
  PitchSlotSchema,
} from "../../../../core/schemas/pitch-slot";
import type {
  SubtaskInputSchema,
  SubtaskUpdateSchema,
  TaskInputSchema,
  TaskListSchema,
  TaskSchema,
  TaskUpdateSchema,
} from "../../../../core/schemas/task";
import { api } from "../../../lib/api";

// Schemas are imported as types only: the calls are typed from core/schemas, not bundled with them.

const auth = { auth: true } as const;

/** The calls of the Assignments view (docs/product.md, section 7, plus meeting PATCH and DELETE). */
export const assignmentsApi = {
  tasks: () => api.get<typeof TaskListSchema>("/api/todo", auth),
  createTask: (input: z.input<typeof TaskInputSchema>) =>
    api.post<typeof TaskSchema>("/api/todo", input, auth),
  /** The whole task may be sent (a status change): the server keeps the fields of a task input. */
  updateTask: (id: string, input: z.input<typeof TaskUpdateSchema>) =>
    api.put<typeof TaskSchema>(`/api/todo/${id}`, input, auth),
  deleteTask: (id: string) => api.delete<typeof MessageSchema>(`/api/todo/${id}`, undefined, auth),
  addSubtask: (taskId: string, input: z.input<typeof SubtaskInputSchema>) =>
    api.post<typeof TaskSchema>(`/api/todo/${taskId}/subtask`, input, auth),
  updateSubtask: (taskId: string, subtaskId: string, input: z.input<typeof SubtaskUpdateSchema>) =>
    api.put<typeof TaskSchema>(`/api/todo/${taskId}/subtask/${subtaskId}`, input, auth),
  deleteSubtask: (taskId: string, subtaskId: string) =>
    api.delete<typeof TaskSchema>(`/api/todo/${taskId}/subtask/${subtaskId}`, undefined, auth),

  meetings: () => api.get<typeof MeetingListSchema>("/api/meeting", auth),
  createMeeting: (input: z.input<typeof MeetingInputSchema>) =>
    api.post<typeof MeetingSchema>("/api/meeting", input, auth),
  changeMeeting: (id: string, change: z.input<typeof MeetingChangeSchema>) =>
    api.patch<typeof MeetingSchema>(`/api/meeting/${id}`, change, auth),
  cancelMeeting: (id: string) =>
    api.delete<typeof MessageSchema>(`/api/meeting/${id}`, undefined, auth),

  pitchSlots: () => api.get<typeof PitchSlotListSchema>("/api/pitch-slots", auth),
  publishPitchSlot: (input: z.input<typeof PitchSlotInputSchema>) =>
    api.post<typeof PitchSlotSchema>("/api/pitch-slots", input, auth),
  /** An admin cancels the founder's booking of a slot; the founder is told, with the reason if any. */
  cancelPitchBooking: (id: string, body: CancelPitchBooking) =>
    api.post<typeof MessageSchema>(`/api/pitch-slots/${id}/cancel-booking`, body, auth),
  removePitchSlot: (id: string) =>
    api.delete<typeof MessageSchema>(`/api/pitch-slots/${id}`, undefined, auth),

  documents: () => api.get<typeof DocumentListSchema>("/api/document", auth),
  createDocument: (input: z.input<typeof DocumentInputSchema>) =>
    api.post<typeof DocumentSchema>("/api/document", input, auth),
  deleteDocument: (id: string) =>
    api.delete<typeof MessageSchema>(`/api/document/${id}`, undefined, auth),
};
