import { type ReactNode, useState } from "react";
import type { PublicationStatus } from "../../../../core/constants";
import { useToast } from "../../../components/ui/toast";
import { ApiError, errorText } from "../../../lib/api";
import { PublicationActions, STATUS_LABELS } from "./publication-actions";
import { useContentList } from "./use-content-list";

type Item = { _id: string; status: PublicationStatus };

type Editing<T> = { mode: "closed" } | { mode: "new" } | { mode: "edit"; item: T };

export type ContentPanelProps<T extends Item, Input> = {
  /** "event" or "cohort", as the texts say it. */
  noun: string;
  heading: string;
  load: (signal: AbortSignal) => Promise<T[]>;
  create: (input: Input) => Promise<T>;
  update: (id: string, input: Input) => Promise<T>;
  setStatus: (id: string, status: PublicationStatus) => Promise<T>;
  nameOf: (item: T) => string;
  /** The lines under its name: when, where. */
  metaOf: (item: T) => string[];
  form: (props: {
    item?: T;
    onSave: (input: Input) => Promise<void>;
    onCancel: () => void;
  }) => ReactNode;
};

const FAILED = { fallback: "The change was not saved.", network: "Network error: try again." };

/** One kind of content (events or cohorts): its list with status actions, and its form. */
export function ContentPanel<T extends Item, Input>(props: ContentPanelProps<T, Input>) {
  const { noun, load, nameOf } = props;
  const { state, put } = useContentList(load);
  const [editing, setEditing] = useState<Editing<T>>({ mode: "closed" });
  const showToast = useToast();
  const headingId = `${noun}s-heading`;

  const save = async (input: Input) => {
    try {
      const saved =
        editing.mode === "edit"
          ? await props.update(editing.item._id, input)
          : await props.create(input);
      put(saved);
      setEditing({ mode: "closed" });
      showToast(
        editing.mode === "edit"
          ? `Saved ${nameOf(saved)}.`
          : `${nameOf(saved)} saved as a draft: publish it to show it on the site.`,
        "success",
      );
    } catch (error) {
      // The form shows the server's messages under their fields; other failures get a toast.
      if (!(error instanceof ApiError && (error.issues?.length ?? 0) > 0))
        showToast(errorText(error, FAILED), "error");
      throw error;
    }
  };

  const changeStatus = (item: T) => async (status: PublicationStatus) => {
    try {
      const changed = await props.setStatus(item._id, status);
      put(changed);
      showToast(`${nameOf(changed)}: ${STATUS_LABELS[changed.status]}`, "success");
    } catch (error) {
      showToast(errorText(error, FAILED), "error");
    }
  };

  const close = () => setEditing({ mode: "closed" });

  return (
    <section className="content-panel" aria-labelledby={headingId}>
      <div className="content-panel__head">
        <h2 id={headingId}>{props.heading}</h2>
        {editing.mode === "closed" ? (
          <button
            type="button"
            className="button button--primary"
            onClick={() => setEditing({ mode: "new" })}
          >
            New {noun}
          </button>
        ) : null}
      </div>
      {editing.mode === "new" ? props.form({ onSave: save, onCancel: close }) : null}
      {state.phase === "error" ? (
        <p className="list-message list-message--error" role="alert">
          Error:{" "}
          {errorText(state.error, { fallback: "Something went wrong.", network: "Network error." })}
        </p>
      ) : state.phase === "loading" ? (
        <p className="list-message" role="status">
          Loading ...
        </p>
      ) : state.items.length === 0 ? (
        <p className="list-message">No {noun}s yet.</p>
      ) : (
        <ul className="records">
          {state.items.map((item) => (
            <li key={item._id} className={`record record--${item.status}`}>
              {editing.mode === "edit" && editing.item._id === item._id ? (
                props.form({ item, onSave: save, onCancel: close })
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
                      onClick={() => setEditing({ mode: "edit", item })}
                    >
                      Edit
                    </button>
                    <PublicationActions
                      name={nameOf(item)}
                      status={item.status}
                      onChange={changeStatus(item)}
                    />
                  </div>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
