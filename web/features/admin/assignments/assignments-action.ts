import { parseWithZod } from "@conform-to/zod/v4";
import { DocumentInputSchema } from "../../../../core/schemas/document";
import type { MeetingChange } from "../../../../core/schemas/meeting";
import { type Subtask, SubtaskInputSchema, TaskInputSchema } from "../../../../core/schemas/task";
import { toast } from "../../../components/ui/toast";
import { ApiError, errorText } from "../../../lib/api";
import { answered, type FormAnswer, type FormReply, replied } from "../actions";
import { formatDateTime, formatDay } from "../format";
import { later } from "../lists/loaded";
import { fieldErrorsOf, refusalOf } from "../server-field-errors";
import { newChangeId, undoableToast } from "../undo-toast";
import { assignmentsApi } from "./assignments-api";
import { CancelBookingFormSchema } from "./cancel-booking-form";
import { FUTURE_ONLY, PointFormSchema, RescheduleFormSchema } from "./meeting-change-form";
import { MeetingFormSchema } from "./meeting-form";
import { PitchSlotFormSchema } from "./pitch-slot-form";

/** The Assignments view's four lists, each shown as it arrives. */
export function loadAssignments() {
  return {
    tasks: later(assignmentsApi.tasks()),
    meetings: later(assignmentsApi.meetings()),
    pitchSlots: later(assignmentsApi.pitchSlots()),
    documents: later(assignmentsApi.documents()),
  };
}
export type AssignmentsData = ReturnType<typeof loadAssignments>;

/** A task's or subtask's own fields, as a change sends them whole (PUT /api/todo/…). */
export type TaskFields = Omit<Subtask, "_id">;

/** What the Assignments view sends its clientAction. */
export type AssignmentsIntent =
  | {
      intent: "task-change";
      taskId: string;
      subtaskId: string | null;
      fields: TaskFields;
      /** What the toast says: "Prepare the brief: assigned to Omar". */
      said: string;
    }
  | { intent: "task-delete"; taskId: string }
  | { intent: "subtask-delete"; taskId: string; subtaskId: string }
  | {
      intent: "meeting-change";
      meetingId: string;
      change: MeetingChange;
      done?: string;
      failure: string;
    }
  | { intent: "meeting-cancel"; meetingId: string; title: string }
  | { intent: "slot-remove"; slotId: string }
  | { intent: "document-delete"; documentId: string; name: string };

/** A pitch slot published, with its representative, whom the form keeps for the next one. */
export type SlotPublished = FormReply & { representative?: { name: string; email: string } };

/** A pitch slot's booking cancelled (its slot is open again), or why not, in the dialog. */
export type BookingCancelled = FormReply;

const NETWORK = "Something went wrong.";
const same = (text: string) => ({ fallback: text, network: text });

/** Runs a call; a failure is said in a toast with the texts of docs/product.md, section 9.2. */
async function run(
  call: () => Promise<unknown>,
  failure: { fallback: string; network: string },
  done?: (result: never) => string,
): Promise<FormAnswer> {
  try {
    const result = await call();
    if (done) toast(done(result as never));
    return answered(true);
  } catch (error) {
    const text = errorText(error, failure);
    toast(text, "error");
    return answered(false, text);
  }
}

/**
 * A form of the view posted as form data, named by its `intent`: the quick-add form's task, a
 * new document, a meeting called, a pitch slot published or its booking
 * cancelled, or a subtask added or edited. Checked with the server's schema, then sent; the reply
 * empties the form, or puts the server's messages under their fields.
 */
export function addFromForm(formData: FormData): Promise<FormReply> {
  switch (formData.get("intent")) {
    case "document-create":
      return addDocument(formData);
    case "meeting-create":
      return addMeeting(formData);
    case "slot-publish":
      return publishSlot(formData);
    case "slot-cancel-booking":
      return cancelBooking(formData);
    case "task-field":
      return changeTaskField(formData);
    case "meeting-reschedule":
      return rescheduleMeeting(formData);
    case "meeting-point-add":
      return addPoint(formData);
    case "subtask-add":
    case "subtask-update":
      return saveSubtask(formData);
    default:
      return addTask(formData);
  }
}

/**
 * A task's or subtask's deadline or assignee changed in place, the item sent whole with its own
 * schema, and undone from the toast (docs/decisions/054-undo.md): "Prepare the brief: due 01/12/2026".
 */
async function changeTaskField(formData: FormData): Promise<FormReply> {
  const taskId = String(formData.get("taskId") ?? "");
  const subtaskId = formData.get("subtaskId");
  const submission =
    typeof subtaskId === "string"
      ? parseWithZod(formData, { schema: SubtaskInputSchema })
      : parseWithZod(formData, { schema: TaskInputSchema });
  if (submission.status !== "success") return replied(false, submission.reply());
  const fields = submission.value;
  const edited = formData.get("edited") === "deadline" ? "deadline" : "assignedTo";
  if (String(fields[edited]) === formData.get("was")) return replied(true, submission.reply());
  const changeId = newChangeId();
  const input = { ...fields, changeId };
  const answer = await run(
    () =>
      typeof subtaskId === "string"
        ? assignmentsApi.updateSubtask(taskId, subtaskId, input)
        : assignmentsApi.updateTask(taskId, input),
    same(typeof subtaskId === "string" ? "Failed to update subtask" : "Failed to update task"),
  );
  if (answer.ok) {
    const what =
      edited === "deadline"
        ? `due ${formatDay(fields.deadline)}`
        : fields.assignedTo
          ? `assigned to ${fields.assignedTo}`
          : "assigned to no one";
    undoableToast(`${fields.title}: ${what}`, changeId);
  }
  return replied(answer.ok, submission.reply());
}

/** The new time, in the future, else the spec's alert (docs/product.md, section 5.5) and the field's message. */
async function rescheduleMeeting(formData: FormData): Promise<FormReply> {
  const submission = parseWithZod(formData, { schema: RescheduleFormSchema });
  if (submission.status !== "success") {
    toast(FUTURE_ONLY, "error");
    return replied(false, submission.reply());
  }
  const { meetingId, time } = submission.value;
  const failure = "Failed to reschedule the meeting";
  const answer = await run(
    () => assignmentsApi.changeMeeting(meetingId, { time }),
    same(failure),
    () => "Meeting rescheduled.",
  );
  return replied(answer.ok, submission.reply());
}

/** A point joins the meeting's points, sent whole (docs/product.md, section 5.5). */
async function addPoint(formData: FormData): Promise<FormReply> {
  const submission = parseWithZod(formData, { schema: PointFormSchema });
  if (submission.status !== "success") return replied(false, submission.reply());
  const { meetingId, points, point } = submission.value;
  const change = { points: [...points, point] };
  const answer = await run(
    () => assignmentsApi.changeMeeting(meetingId, change),
    same("Failed to save the point"),
  );
  return replied(answer.ok, submission.reply(answer.ok ? { resetForm: true } : {}));
}

async function addTask(formData: FormData): Promise<FormReply> {
  const submission = parseWithZod(formData, { schema: TaskInputSchema });
  if (submission.status !== "success") return replied(false, submission.reply());
  try {
    const task = await assignmentsApi.createTask(submission.value);
    toast(`Task "${task.title}" added.`);
    return replied(true, submission.reply({ resetForm: true }));
  } catch (error) {
    toast(
      error instanceof ApiError
        ? "Failed to create task. Please try again."
        : "Error creating task. Please check your connection.",
      "error",
    );
    return replied(false, submission.reply({ fieldErrors: fieldErrorsOf(error) }));
  }
}

async function addMeeting(formData: FormData): Promise<FormReply> {
  const submission = parseWithZod(formData, { schema: MeetingFormSchema });
  if (submission.status !== "success") return replied(false, submission.reply());
  try {
    const meeting = await assignmentsApi.createMeeting(submission.value);
    toast(`Meeting "${meeting.title}" scheduled successfully.`);
    return replied(true, submission.reply());
  } catch (error) {
    const text = "Error scheduling meeting. Please try again.";
    toast(text, "error");
    return replied(
      false,
      submission.reply({ formErrors: [text], fieldErrors: fieldErrorsOf(error) }),
    );
  }
}

async function publishSlot(formData: FormData): Promise<SlotPublished> {
  const submission = parseWithZod(formData, { schema: PitchSlotFormSchema });
  if (submission.status !== "success") return replied(false, submission.reply());
  try {
    const slot = await assignmentsApi.publishPitchSlot(submission.value);
    toast(`Pitch slot published for ${formatDateTime(slot.startsAt)}.`);
    const { representativeName: name, representativeEmail: email } = submission.value;
    return {
      ...replied(true, submission.reply({ resetForm: true })),
      representative: { name, email },
    };
  } catch (error) {
    toast(
      errorText(error, { fallback: "The slot could not be published.", network: NETWORK }),
      "error",
    );
    return replied(false, submission.reply({ fieldErrors: fieldErrorsOf(error) }));
  }
}

async function saveSubtask(formData: FormData): Promise<FormReply> {
  const taskId = String(formData.get("taskId") ?? "");
  const subtaskId = formData.get("subtaskId");
  const submission = parseWithZod(formData, { schema: SubtaskInputSchema });
  if (submission.status !== "success") return replied(false, submission.reply());
  try {
    if (typeof subtaskId === "string") {
      await assignmentsApi.updateSubtask(taskId, subtaskId, submission.value);
    } else {
      await assignmentsApi.addSubtask(taskId, submission.value);
    }
    return replied(true, submission.reply());
  } catch (error) {
    const text = errorText(
      error,
      same(typeof subtaskId === "string" ? "Failed to update subtask" : "Failed to add subtask"),
    );
    toast(text, "error");
    return replied(
      false,
      submission.reply({ formErrors: [text], fieldErrors: fieldErrorsOf(error) }),
    );
  }
}

async function addDocument(formData: FormData): Promise<FormReply> {
  const submission = parseWithZod(formData, { schema: DocumentInputSchema });
  if (submission.status !== "success") return replied(false, submission.reply());
  try {
    const document = await assignmentsApi.createDocument(submission.value);
    toast(`Document "${document.name}" added.`);
    return replied(true, submission.reply({ resetForm: true }));
  } catch (error) {
    toast(errorText(error, same("Failed to add document")), "error");
    return replied(false, submission.reply({ fieldErrors: fieldErrorsOf(error) }));
  }
}

/**
 * The clientAction of Assignments (docs/product.md, section 5.5): tasks and subtasks, meetings, pitch
 * slots and documents; every list loads again after a change, as the spec's dashboard refetched.
 */
export async function assignmentsAction(intent: AssignmentsIntent): Promise<FormAnswer> {
  switch (intent.intent) {
    case "task-change": {
      // Undone from its toast (docs/decisions/054-undo.md).
      const changeId = newChangeId();
      const { taskId, subtaskId } = intent;
      const input = { ...intent.fields, changeId };
      const answer = await run(
        () =>
          subtaskId
            ? assignmentsApi.updateSubtask(taskId, subtaskId, input)
            : assignmentsApi.updateTask(taskId, input),
        same(subtaskId ? "Failed to update subtask" : "Failed to update task"),
      );
      if (answer.ok) undoableToast(intent.said, changeId);
      return answer;
    }
    case "task-delete":
      return run(() => assignmentsApi.deleteTask(intent.taskId), same("Failed to delete task"));
    case "subtask-delete":
      return run(
        () => assignmentsApi.deleteSubtask(intent.taskId, intent.subtaskId),
        same("Failed to delete subtask"),
      );
    case "meeting-change": {
      const { done } = intent;
      return run(
        () => assignmentsApi.changeMeeting(intent.meetingId, intent.change),
        same(intent.failure),
        done ? () => done : undefined,
      );
    }
    case "meeting-cancel":
      return run(
        () => assignmentsApi.cancelMeeting(intent.meetingId),
        same("Failed to cancel the meeting"),
        () => `Meeting "${intent.title}" cancelled.`,
      );
    case "slot-remove":
      return run(
        () => assignmentsApi.removePitchSlot(intent.slotId),
        { fallback: "The slot could not be removed.", network: NETWORK },
        () => "Pitch slot removed.",
      );
    case "document-delete":
      return run(
        () => assignmentsApi.deleteDocument(intent.documentId),
        same("Failed to delete document"),
        () => `Document "${intent.name}" deleted.`,
      );
  }
}

/** The server's refusal (the founder moved it meanwhile, the pitch has started) stays in the dialog. */
async function cancelBooking(formData: FormData): Promise<BookingCancelled> {
  const submission = parseWithZod(formData, { schema: CancelBookingFormSchema });
  if (submission.status !== "success") return replied(false, submission.reply());
  const { slotId, reason } = submission.value;
  try {
    const { message } = await assignmentsApi.cancelPitchBooking(slotId, { reason });
    toast(message);
    return replied(true, submission.reply());
  } catch (error) {
    const text = { fallback: "The booking could not be cancelled.", network: NETWORK };
    return replied(false, submission.reply(refusalOf(error, errorText(error, text))));
  }
}
