import { type DragEvent, type ReactNode, useState } from "react";
import { formatCount } from "../../../../core/counts";
import { Loaded } from "../lists/loaded";
import { CARD_DRAG_TYPE, type DraggedCard } from "./board-card";
import { type BoardStatus, type BoardColumn as Column, slugOf } from "./board-data";

type BoardColumnProps = {
  status: BoardStatus;
  column: Promise<Column>;
  /** A card of another column dropped here. */
  onDropCard: (card: DraggedCard) => void;
  onShowMore: () => void;
  /** A new search, or more cards, on their way. */
  busy: boolean;
  children: (column: Column) => ReactNode;
};

/** One status of the board: its count, its cards, "Show more" while some are not shown. */
export function BoardColumn({
  status,
  column,
  onDropCard,
  onShowMore,
  busy,
  children,
}: BoardColumnProps) {
  const [over, setOver] = useState(false);
  const id = `board-${slugOf(status)}`;

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
        const card = event.dataTransfer.getData(CARD_DRAG_TYPE);
        if (!card) return;
        event.preventDefault();
        onDropCard(JSON.parse(card) as DraggedCard);
      }}
    >
      <h3 id={`${id}-title`} className="board-column__title">
        {status}{" "}
        <Loaded data={column} loading={null} failure={() => null}>
          {(loaded) => (
            <span className="board-column__count">
              {loaded.totalIsEstimate ? "about " : ""}
              {formatCount(loaded.total)}
              <span className="visually-hidden"> applications</span>
            </span>
          )}
        </Loaded>
      </h3>
      <Loaded
        data={column}
        loading={
          <p className="board-column__empty" role="status">
            Loading applications...
          </p>
        }
        failure={() => (
          <p className="list-message list-message--error" role="alert">
            Something went wrong.
          </p>
        )}
      >
        {(loaded) => {
          const hidden = loaded.total - loaded.items.length;
          return (
            <>
              {loaded.items.length === 0 ? (
                <p className="board-column__empty">No applications.</p>
              ) : (
                <ul className="board-column__cards" aria-busy={busy}>
                  {children(loaded)}
                </ul>
              )}
              {hidden > 0 ? (
                <button
                  type="button"
                  className="button button--small"
                  onClick={onShowMore}
                  disabled={busy}
                >
                  <span>
                    Show more<span className="visually-hidden"> {status}</span> (
                    {loaded.totalIsEstimate ? "about " : ""}
                    {formatCount(hidden)} more)
                  </span>
                </button>
              ) : null}
            </>
          );
        }}
      </Loaded>
    </section>
  );
}
