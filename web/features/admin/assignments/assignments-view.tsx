import "../../../styles/assignments.css";
import type { AssignmentsData } from "./assignments-action";
import { DocumentsPanel } from "./documents-panel";
import { MeetingsPanel } from "./meetings-panel";
import { PitchSlotsPanel } from "./pitch-slots-panel";
import { TaskForm } from "./task-form";
import { TaskList } from "./task-list";

/**
 * The Assignments view of the dashboard (docs/product.md, section 5.5): documents, meetings, the quick-add
 * form and the task list, each list from the route's loader, loaded again after every change.
 */
export function AssignmentsView({ data }: { data: AssignmentsData }) {
  return (
    <div className="assignments">
      <div className="assignments__side">
        <MeetingsPanel meetings={data.meetings} />
        <PitchSlotsPanel slots={data.pitchSlots} />
        <DocumentsPanel documents={data.documents} />
      </div>
      <div className="assignments__tasks">
        <TaskForm />
        <TaskList tasks={data.tasks} />
      </div>
    </div>
  );
}
