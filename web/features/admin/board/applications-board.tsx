import { useEffect, useRef, useState } from "react";
import { useFetcher, useNavigation, useSearchParams } from "react-router";
import { APPLICATION_STATUSES } from "../../../../core/constants";
import { asksForSchedule, SCHEDULE_RULE, scheduleFor } from "../../../../core/status-schedule";
import { type ActionResult, AS_JSON } from "../actions";
import type { ApplicationsIntent } from "../applications/applications-action";
import { useSetUrlParams } from "../lists/use-url-param";
import { canAdminister, useStaff } from "../signed-in-staff";
import { StatusChangeDialog } from "../status-change-dialog";
import "../../../styles/board.css";
import { BoardCard, type DraggedCard } from "./board-card";
import { BoardColumn } from "./board-column";
import {
  BOARD_CARDS_PARAM,
  type BoardStatus,
  type BoardColumn as Column,
  showingMore,
  slugOf,
} from "./board-data";

type Move = { application: DraggedCard; to: BoardStatus };

/**
 * The applications as cards in columns by status (the status colours of docs/product.md, section 5.3). A card moves by drag
 * and drop or by its "Move to" menu, under the status select's rules: the same call, through the
 * Applications route's clientAction (PATCH /api/apply/update-status, so the audit trail and the
 * schedule rule apply), after which the columns load again; Scheduled with no schedule first asks
 * for a date and time.
 */
export function ApplicationsBoard({ columns }: { columns: Record<BoardStatus, Promise<Column>> }) {
  const [params] = useSearchParams();
  const setParams = useSetUrlParams();
  const busy = useNavigation().state === "loading";
  const moving = useFetcher<ActionResult>();
  // Statuses are changed by admins; a reviewer sees the board without Move to or dragging.
  const administers = canAdminister(useStaff());
  const [asking, setAsking] = useState<Move | null>(null);
  const moveButtons = useRef(new Map<string, HTMLButtonElement>());
  // The card just moved: its "Move to" button gets focus again once it is in its new column.
  const [refocus, setRefocus] = useState<Move | null>(null);

  useEffect(() => {
    if (!refocus || moving.state !== "idle") return;
    const button = moveButtons.current.get(refocus.application._id);
    const column = button?.closest<HTMLElement>("[data-status]")?.dataset.status;
    if (column !== slugOf(refocus.to)) return;
    button?.focus();
    setRefocus(null);
  }, [refocus, moving.state]);

  function send({ application, to }: Move, schedule: string | null) {
    const intent: ApplicationsIntent = {
      intent: "status",
      change: {
        applicationId: application._id,
        status: to,
        scheduleDateTime: scheduleFor(to, schedule, SCHEDULE_RULE.application),
      },
    };
    setRefocus({ application, to });
    void moving.submit(intent, AS_JSON);
  }

  function requestMove(application: DraggedCard, to: BoardStatus) {
    if (application.status === to) return;
    const move = { application, to };
    if (asksForSchedule(to, application.scheduleDateTime)) setAsking(move);
    else send(move, application.scheduleDateTime);
  }

  return (
    <div className="board">
      {APPLICATION_STATUSES.map((status) => (
        <BoardColumn
          key={status}
          status={status}
          column={columns[status]}
          busy={busy}
          onShowMore={() =>
            setParams({ [BOARD_CARDS_PARAM]: showingMore(params, status) }, { keepRecord: true })
          }
          onDropCard={(card) => requestMove(card, status)}
        >
          {(column) =>
            column.items.map((application) => (
              <BoardCard
                key={application._id}
                application={application}
                onMove={administers ? (to) => requestMove(application, to) : null}
                buttonRef={(element) => {
                  if (element) moveButtons.current.set(application._id, element);
                  else moveButtons.current.delete(application._id);
                }}
              />
            ))
          }
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
          if (move) send(move, schedule);
        }}
        onCancel={() => setAsking(null)}
      >
        <p>Choose the date and time it is scheduled for.</p>
      </StatusChangeDialog>
    </div>
  );
}
