import { type DragEvent, useState } from "react";
import { CARD_DRAG_TYPE } from "./board-card";
import { type BoardStatus, type BoardColumn as Column, slugOf } from "./use-board";

type BoardColumnProps = {
  status: BoardStatus;
  column: Column;
  /** A card of another column dropped here: its application's id. */
  onDropCard: (applicationId: string) => void;
  onShowMore: () => void;
  children: React.ReactNode;
};

const count = (value: number) => value.toLocaleString("en-IN");

/** One status of the board: its count, its cards, "Show more" while some are not loaded. */
export function BoardColumn({
  status,
  column,
  onDropCard,
  onShowMore,
  children,
}: BoardColumnProps) {
  const [over, setOver] = useState(false);
  const id = `board-${slugOf(status)}`;
  const hidden = column.total - column.items.length;
  const loadingFirst = column.phase === "loading" && column.items.length === 0;

  const accepts = (event: DragEvent) => event.dataTransfer.types.includes(CARD_DRAG_TYPE);
  return (
    <section
      className={`board-column${over ? " board-column--over" : ""}`}
      data-status={slugOf(status)}
      aria-labelledby={`${id}-title`}
      onDragOver={(event) => {
        if (!accepts(event)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = "move";
        setOver(true);
      }}
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOver(false);
      }}
      onDrop={(event) => {
        setOver(false);
        const applicationId = event.dataTransfer.getData(CARD_DRAG_TYPE);
        if (!applicationId) return;
        event.preventDefault();
        onDropCard(applicationId);
      }}
    >
      <h3 id={`${id}-title`} className="board-column__title">
        {status}{" "}
        {loadingFirst ? null : (
          <span className="board-column__count">
            {column.totalIsEstimate ? "about " : ""}
            {count(column.total)}
            <span className="visually-hidden"> applications</span>
          </span>
        )}
      </h3>
      {loadingFirst ? (
        <p className="board-column__empty" role="status">
          Loading applications...
        </p>
      ) : column.phase === "error" ? (
        <p className="list-message list-message--error" role="alert">
          Something went wrong.
        </p>
      ) : column.items.length === 0 && column.phase === "ready" ? (
        <p className="board-column__empty">No applications.</p>
      ) : (
        <ul className="board-column__cards" aria-busy={column.phase === "loading"}>
          {children}
        </ul>
      )}
      {hidden > 0 && column.phase !== "error" ? (
        <button
          type="button"
          className="button button--small"
          onClick={onShowMore}
          disabled={column.phase === "loading"}
        >
          <span>
            Show more<span className="visually-hidden"> {status}</span> (
            {column.totalIsEstimate ? "about " : ""}
            {count(hidden)} more)
          </span>
        </button>
      ) : null}
    </section>
  );
}
