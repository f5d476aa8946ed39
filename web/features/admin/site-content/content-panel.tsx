import type { ReactNode } from "react";
import { useFetcher } from "react-router";
import type { PublicationStatus } from "../../../../core/constants";
import { errorText } from "../../../lib/api";
import { AS_JSON, useFormFetcher } from "../actions";
import { Loaded } from "../lists/loaded";
import { PublicationActions, STATUS_LABELS } from "./publication-actions";
import type { ContentSaved, SiteContentIntent } from "./site-content-action";
import type { ServerIssues } from "./use-schema-form";

type Item = { _id: string; status: PublicationStatus };

/** The form shown: a new item's, or an item's. */
type Editing<T> = { mode: "new" } | { mode: "edit"; item: T };

export type ContentPanelProps<T extends Item, Input> = {
  /** "event" or "cohort", as the texts say it. */
  noun: "event" | "cohort";
  heading: string;
  /** What the tab's loader asked for. */
  items: Promise<T[]>;
  nameOf: (item: T) => string;
  /** The lines under its name: when, where. */
  metaOf: (item: T) => string[];
  form: (props: {
    item?: T;
    issues: ServerIssues | undefined;
    busy: boolean;
    onSave: (input: Input) => void;
    onCancel: () => void;
  }) => ReactNode;
};

/**
 * One kind of content (events or cohorts): its list with status actions, and its form. Changes go
 * to the tab's clientAction, which says how they went; a form closes once its save went through.
 */
export function ContentPanel<T extends Item, Input>(props: ContentPanelProps<T, Input>) {
  const { noun, nameOf } = props;
  const saving = useFormFetcher<Editing<T>, ContentSaved>();
  const publishing = useFetcher<ContentSaved>();
  const headingId = `${noun}s-heading`;
  const shown = saving.shown;
  const { open, close, busy } = saving;
  const issues = saving.refused?.issues;

  const save = (input: Input) => {
    const id = shown?.mode === "edit" ? shown.item._id : undefined;
    const intent = {
      intent: noun === "event" ? "save-event" : "save-cohort",
      ...(id ? { id } : {}),
      input,
    } as SiteContentIntent;
    void saving.fetcher.submit(intent, AS_JSON);
  };

  const changeStatus = (item: T) => (status: PublicationStatus) => {
    const intent: SiteContentIntent = { intent: "status", kind: noun, id: item._id, status };
    void publishing.submit(intent, AS_JSON);
  };

  const form = (item?: T) =>
    props.form({ ...(item ? { item } : {}), issues, busy, onSave: save, onCancel: close });

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
      {shown?.mode === "new" ? form() : null}
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
                    form(item)
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
