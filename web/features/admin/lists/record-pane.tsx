import type { ReactNode } from "react";
import { Link, useLocation } from "react-router";
import type { OpenRecord } from "./use-open-record";

type ListWithRecordProps = {
  /** The list's name, for the back link: "applications". */
  noun: string;
  open: OpenRecord;
  /** The list: its heading, toolbar and rows. */
  list: ReactNode;
  /** The open record's route (an <Outlet>), shown when one is open. */
  record: ReactNode;
};

/**
 * A list and the record open from it (docs/decisions/055-list-beside-record.md): side by side from
 * 1024 px, the list narrowed to its name and status; below, the record takes the screen and a
 * link leads back to the list (web/styles/console-list.css).
 */
export function ListWithRecord({ noun, open, list, record }: ListWithRecordProps) {
  const { search } = useLocation();
  const opened = open.openId !== null;
  return (
    <div className={opened ? "list-record list-record--open" : "list-record"}>
      <div className="list-record__list">{list}</div>
      {opened ? (
        <section className="list-record__record" aria-label="Open record">
          <Link
            to={{ pathname: open.listPath, search }}
            className="list-record__back"
            preventScrollReset
          >
            <span aria-hidden="true">← </span>Back to {noun}
            <span className="list-record__key" aria-hidden="true">
              Esc
            </span>
          </Link>
          {record}
        </section>
      ) : null}
    </div>
  );
}

/** A record's own header: its name, what it is, its one primary action and its menu. */
export function RecordHeader({
  title,
  meta,
  children,
}: {
  title: ReactNode;
  meta?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <header className="record-header">
      <div className="record-header__text">
        <h2 className="record-header__title">{title}</h2>
        {meta ? <p className="record-header__meta">{meta}</p> : null}
      </div>
      {children ? <div className="record-header__actions">{children}</div> : null}
    </header>
  );
}
