import type { DragEvent } from "react";
import { APPLICATION_STATUSES } from "../../../../core/constants";
import type { AdminApplication } from "../../../../core/schemas/admin";
import { formatDateTime, formatZonedTime } from "../format";
import { type BoardStatus, slugOf } from "./board-data";
import { MoveToMenu } from "./move-to-menu";

/** The type of the data a dragged card carries: what its move needs of its application. */
export const CARD_DRAG_TYPE = "application/x-nakhla-application";
export type DraggedCard = Pick<
  AdminApplication,
  "_id" | "startupName" | "status" | "scheduleDateTime"
>;

type BoardCardProps = {
  application: AdminApplication;
  /** Moves it, for admins; a reviewer's board only shows where each application stands. */
  onMove: ((status: BoardStatus) => void) | null;
  buttonRef: (element: HTMLButtonElement | null) => void;
};

/** An application on the board, in its status colour (docs/product.md, section 5.3); dragged, or moved by its menu. */
export function BoardCard({ application, onMove, buttonRef }: BoardCardProps) {
  const onDragStart = (event: DragEvent<HTMLLIElement>) => {
    const { _id, startupName, status, scheduleDateTime } = application;
    const card: DraggedCard = { _id, startupName, status, scheduleDateTime };
    event.dataTransfer.setData(CARD_DRAG_TYPE, JSON.stringify(card));
    event.dataTransfer.setData("text/plain", application.startupName);
    event.dataTransfer.effectAllowed = "move";
  };
  return (
    <li
      className="board-card"
      data-status={slugOf(application.status)}
      draggable={onMove !== null}
      onDragStart={onMove ? onDragStart : undefined}
      data-application={application._id}
    >
      <p className="record__title">{application.startupName}</p>
      {/* The founder, then the date: on one line where both fit, else the date under the name. */}
      <p className="record__meta board-card__meta">
        <span title={application.fullName}>{application.fullName}</span>
        <span className="visually-hidden"> · </span>
        <span>{formatDateTime(application.createdAt)}</span>
      </p>
      {application.scheduleDateTime ? (
        <p className="record__meta">
          Scheduled for {formatZonedTime(application.scheduleDateTime)}
        </p>
      ) : null}
      {onMove ? (
        <MoveToMenu
          subject={application.startupName}
          statuses={APPLICATION_STATUSES}
          current={application.status}
          onMove={onMove}
          buttonRef={buttonRef}
        />
      ) : null}
    </li>
  );
}
