import { useId } from "react";
import { TASK_STATUSES } from "../../../../core/constants";
import type { TaskStatus } from "../../../../core/schemas/task";
import { statusClass } from "../status-chip";

/**
 * A task's or subtask's status, freely changeable (docs/product.md, section 5.5), named after what
 * it sets; drawn as the console's status chip (docs/decisions/072-console-look.md).
 */
export function StatusSelect({
  subject,
  status,
  onChange,
}: {
  subject: string;
  status: TaskStatus;
  onChange: (status: TaskStatus) => void;
}) {
  const id = useId();
  return (
    <div className="status-select">
      <label htmlFor={id} className="visually-hidden">
        Status of {subject}
      </label>
      <select
        id={id}
        className={`status-select__control status-pick ${statusClass(status)}`}
        value={status}
        onChange={(event) => {
          const next = TASK_STATUSES.find((option) => option === event.target.value);
          if (next) onChange(next);
        }}
      >
        {TASK_STATUSES.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </div>
  );
}
