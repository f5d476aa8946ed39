import type { AssignmentDocument, DocumentInput } from "../../../../core/schemas/document";
import type { Meeting, MeetingChange, MeetingInput } from "../../../../core/schemas/meeting";
import type { SubtaskInput, Task, TaskInput } from "../../../../core/schemas/task";
import { api } from "../../../lib/api";

const auth = { auth: true } as const;
type Message = { message: string };

/** The calls of the Assignments view (spec section 7, plus meeting PATCH and DELETE). */
export const assignmentsApi = {
  tasks: () => api.get<Task[]>("/api/todo", auth),
  createTask: (input: TaskInput) => api.post<Task>("/api/todo", input, auth),
  updateTask: (task: Task) => api.put<Task>(`/api/todo/${task._id}`, task, auth),
  deleteTask: (id: string) => api.delete<Message>(`/api/todo/${id}`, undefined, auth),
  addSubtask: (taskId: string, input: SubtaskInput) =>
    api.post<Task>(`/api/todo/${taskId}/subtask`, input, auth),
  updateSubtask: (taskId: string, subtaskId: string, input: SubtaskInput) =>
    api.put<Task>(`/api/todo/${taskId}/subtask/${subtaskId}`, input, auth),
  deleteSubtask: (taskId: string, subtaskId: string) =>
    api.delete<Task>(`/api/todo/${taskId}/subtask/${subtaskId}`, undefined, auth),

  meetings: () => api.get<Meeting[]>("/api/meeting", auth),
  createMeeting: (input: MeetingInput) => api.post<Meeting>("/api/meeting", input, auth),
  changeMeeting: (id: string, change: MeetingChange) =>
    api.patch<Meeting>(`/api/meeting/${id}`, change, auth),
  cancelMeeting: (id: string) => api.delete<Message>(`/api/meeting/${id}`, undefined, auth),

  documents: () => api.get<AssignmentDocument[]>("/api/document", auth),
  createDocument: (input: DocumentInput) =>
    api.post<AssignmentDocument>("/api/document", input, auth),
  deleteDocument: (id: string) => api.delete<Message>(`/api/document/${id}`, undefined, auth),
};
