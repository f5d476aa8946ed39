import { type ComponentType, useState } from "react";
import { useFetcher } from "react-router";
import type { PublicationStatus } from "../../../../core/constants";
import { errorText } from "../../../lib/api";
import { AS_JSON } from "../actions";
import { Loaded } from "../lists/loaded";
import { PublicationActions, STATUS_LABELS } from "./publication-actions";
import type { ContentSaved, StatusIntent } from "./site-content-action";

type Item = { _id: string; status: PublicationStatus };

/** The form shown: a new item's, or an item's. */
type Editing<T> = { mode: "new" } | { mode: "edit"; item: T };

/** What the panel hands its form: the item it edits (none for a new one), and how it closes. */
export type ContentFormProps<T> = {
  item?: T;
  /** Cancel, or its save went through. */
  onClose: () => void;
};

export type ContentPanelProps<T extends Item> = {
  /** "event" or "cohort", as the texts say it. */
  noun: "event" | "cohort";
  heading: string;
  /** What the tab's loader asked for. */
  items: Promise<T[]>;
  nameOf: (item: T) => string;
  /** The lines under its name: when, where. */
  metaOf: (item: T) => string[];
  /** The form, which owns its fetcher and closes once its save went through. */
  form: ComponentType<ContentFormProps<T>>;
};

/**
 * One kind of content (events or cohorts): its list with status actions, and its form. Changes go
 * to the tab's clientAction, which says how they went; a form closes once its save went through.
 */
export function ContentPanel<T extends Item>(props: ContentPanelProps<T>) {
  const { noun, nameOf, form: Form } = props;
  const [shown, open] = useState<Editing<T> | null>(null);
  const publishing = useFetcher<ContentSaved>();
  const headingId = `${noun}s-heading`;

  const changeStatus = (item: T) => (status: PublicationStatus) => {
    const intent: StatusIntent = { intent: "status", kind: noun, id: item._id, status };
    void publishing.submit(intent, AS_JSON);
  };

  // Keyed by what it edits: another item's form starts from that item's values, with its own fetcher.
  const form = (key: string, item?: T) => <Form key={key} item={item} onClose={() => open(null)} />;

  return (
    <section className="content-panel" aria-labelledby={headingId}>
      <div className="content-panel__head">
        <h2 id={headingId}>{props.heading}</h2>
        {shown === null ? (
          <button
            type="button"
            className="button button--primary"
            onClick={() => open({ mode: "new" })}
          >
            New {noun}
          </button>
        ) : null}
      </div>
      {shown?.mode === "new" ? form("new") : null}
      <Loaded
        data={props.items}
        loading={
          <p className="list-message" role="status">
            Loading ...
          </p>
        }
        failure={(error) => (
          <p className="list-message list-message--error" role="alert">
            Error:{" "}
            {errorText(error, { fallback: "Something went wrong.", network: "Network error." })}
          </p>
        )}
      >
        {(items) =>
          items.length === 0 ? (
            <p className="list-message">No {noun}s yet.</p>
          ) : (
            <ul className="records">
              {items.map((item) => (
                <li key={item._id} className={`record record--${item.status}`}>
                  {shown?.mode === "edit" && shown.item._id === item._id ? (
                    form(item._id, item)
                  ) : (
                    <div className="record__summary">
                      <div>
                        <p className="record__title">
                          {nameOf(item)}
                          <span className="status-pill">{STATUS_LABELS[item.status]}</span>
                        </p>
                        {props.metaOf(item).map((line) => (
                          <p key={line} className="record__meta">
                            {line}
                          </p>
                        ))}
                      </div>
                      <div className="content-actions">
                        <button
                          type="button"
                          className="button button--small"
                          aria-label={`Edit ${nameOf(item)}`}
                          onClick={() => open({ mode: "edit", item })}
                        >
                          Edit
                        </button>
                        <PublicationActions
                          name={nameOf(item)}
                          status={item.status}
                          busy={publishing.state !== "idle"}
                          onChange={changeStatus(item)}
                        />
                      </div>
                    </div>
                  )}
                </li>
              ))}
            </ul>
          )
        }
      </Loaded>
    </section>
  );
}
