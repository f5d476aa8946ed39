import { useEffect, useRef, useState } from "react";
import { APPLICATION_STATUSES } from "../../../../core/constants";
import type { AdminApplication } from "../../../../core/schemas/admin";
import { asksForSchedule, SCHEDULE_RULE, scheduleFor } from "../../../../core/status-schedule";
import { useToast } from "../../../components/ui/toast";
import { errorText } from "../../../lib/api";
import { adminApi } from "../admin-api";
import { canAdminister, useStaff } from "../signed-in-staff";
import { StatusChangeDialog } from "../status-change-dialog";
import "../../../styles/board.css";
import { BoardCard } from "./board-card";
import { BoardColumn } from "./board-column";
import { type BoardStatus, useBoard } from "./use-board";

type Move = { application: AdminApplication; to: BoardStatus };

/**
 * The applications as cards in columns by status (docs/product.md §5.3's colours). A card moves by drag
 * and drop or by its "Move to" menu, under the status select's rules: the same call
 * (PATCH /api/apply/update-status, so the audit trail and the schedule rule apply), and Scheduled
 * with no schedule first asks for a date and time.
 */
export function ApplicationsBoard({ q, sort }: { q: string | null; sort: string | null }) {
  const { columns, showMore, place } = useBoard(q, sort);
  const showToast = useToast();
  // Statuses are changed by admins; a reviewer sees the board without Move to or dragging.
  const administers = canAdminister(useStaff());
  const [asking, setAsking] = useState<Move | null>(null);
  const moveButtons = useRef(new Map<string, HTMLButtonElement>());
  // The card just moved by keyboard: its "Move to" button gets focus again in its new column.
  const [refocus, setRefocus] = useState<string | null>(null);

  useEffect(() => {
    if (!refocus) return;
    moveButtons.current.get(refocus)?.focus();
    setRefocus(null);
  }, [refocus]);

  async function send({ application, to }: Move, schedule: string | null) {
    try {
      const updated = await adminApi.updateApplication({
        applicationId: application._id,
        status: to,
        scheduleDateTime: scheduleFor(to, schedule, SCHEDULE_RULE.application),
      });
      // The update answers the application; how it was paid and its reviews do not change.
      place(application.status, { ...application, ...updated });
      setRefocus(application._id);
      showToast(`${application.startupName}: ${updated.status}`, "success");
    } catch (error) {
      showToast(
        errorText(error, {
          fallback: "Failed to update the application",
          network: "Something went wrong.",
        }),
        "error",
      );
    }
  }

  function requestMove(application: AdminApplication, to: BoardStatus) {
    if (application.status === to) return;
    const move = { application, to };
    if (asksForSchedule(to, application.scheduleDateTime)) setAsking(move);
    else void send(move, application.scheduleDateTime);
  }

  const findCard = (id: string) =>
    APPLICATION_STATUSES.flatMap((status) => columns[status].items).find((item) => item._id === id);

  return (
    <div className="board">
      {APPLICATION_STATUSES.map((status) => (
        <BoardColumn
          key={status}
          status={status}
          column={columns[status]}
          onShowMore={() => showMore(status)}
          onDropCard={(id) => {
            const application = findCard(id);
            if (application) requestMove(application, status);
          }}
        >
          {columns[status].items.map((application) => (
            <BoardCard
              key={application._id}
              application={application}
              onMove={administers ? (to) => requestMove(application, to) : null}
              buttonRef={(element) => {
                if (element) moveButtons.current.set(application._id, element);
                else moveButtons.current.delete(application._id);
              }}
            />
          ))}
        </BoardColumn>
      ))}
      <StatusChangeDialog
        open={asking !== null}
        title={asking ? `Move ${asking.application.startupName} to ${asking.to}` : ""}
        confirmLabel="Save"
        tone="primary"
        asksForSchedule
        onConfirm={(schedule) => {
          const move = asking;
          setAsking(null);
          if (move) void send(move, schedule);
        }}
        onCancel={() => setAsking(null)}
      >
        <p>Choose the date and time it is scheduled for.</p>
      </StatusChangeDialog>
    </div>
  );
}
