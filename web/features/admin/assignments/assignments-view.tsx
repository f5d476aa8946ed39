import "../../../styles/assignments.css";
import { DocumentsPanel } from "./documents-panel";
import { MeetingsPanel } from "./meetings-panel";
import { PitchSlotsPanel } from "./pitch-slots-panel";
import { TaskForm } from "./task-form";
import { TaskList } from "./task-list";
import { useTasks } from "./use-tasks";

/**
 * The Assignments view of the dashboard (docs/product.md §5.5): documents, meetings, the quick-add form
 * and the task list. Mounted each time the view opens, so every list is fetched afresh then.
 */
export function AssignmentsView() {
  const tasks = useTasks();
  return (
    <div className="assignments">
      <div className="assignments__side">
        <MeetingsPanel />
        <PitchSlotsPanel />
        <DocumentsPanel />
      </div>
      <div className="assignments__tasks">
        <TaskForm onAdded={tasks.added} />
        <TaskList state={tasks.state} change={tasks.change} />
      </div>
    </div>
  );
}
