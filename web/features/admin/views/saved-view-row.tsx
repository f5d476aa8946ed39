import { type FormEvent, useId, useState } from "react";
import { useFetcher } from "react-router";
import { type SavedView, VIEW_NAME_MAX, type ViewList } from "../../../../core/schemas/saved-view";
import { AS_JSON, useFormFetcher } from "../actions";
import { type ViewsIntent, viewsPath } from "./views-action";

type SavedViewRowProps = {
  view: SavedView;
  /** The list it belongs to: its changes go to that list's views route. */
  list: ViewList;
  onOpen: (view: SavedView) => void;
};

/**
 * One saved view: open it; one's own can also be renamed, shared or unshared, deleted, through the
 * views' clientAction, after which the menu's views load again.
 */
export function SavedViewRow({ view, list, onOpen }: SavedViewRowProps) {
  const id = useId();
  // The new name's form closes once the rename went through.
  const renaming = useFormFetcher();
  const changing = useFetcher();
  const [name, setName] = useState(view.name);
  const [checked, setChecked] = useState<string | undefined>();
  const problem = checked ?? renaming.refused?.error;
  const send = (intent: ViewsIntent, fetcher: { submit: typeof changing.submit }) =>
    void fetcher.submit(intent, { ...AS_JSON, action: viewsPath(list) });

  function rename(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) return setChecked("Name the view.");
    setChecked(undefined);
    send({ intent: "rename", id: view._id, name }, renaming.fetcher);
  }

  if (renaming.shown) {
    return (
      <li className="views__row">
        <form className="views__rename" onSubmit={rename} noValidate>
          <label htmlFor={`${id}-name`} className="visually-hidden">
            New name of {view.name}
          </label>
          <input
            id={`${id}-name`}
            value={name}
            maxLength={VIEW_NAME_MAX}
            aria-invalid={Boolean(problem)}
            aria-describedby={problem ? `${id}-problem` : undefined}
            onChange={(event) => setName(event.target.value)}
          />
          <button type="submit" className="button button--small button--primary">
            Save name
          </button>
          <button type="button" className="button button--small" onClick={renaming.close}>
            Cancel
          </button>
          {problem ? (
            <p id={`${id}-problem`} className="field__error">
              {problem}
            </p>
          ) : null}
        </form>
      </li>
    );
  }

  return (
    <li className="views__row">
      <button type="button" className="views__open" onClick={() => onOpen(view)}>
        {view.name}
      </button>
      <span className="views__owner">
        {view.mine ? (view.shared ? "Shared" : "Private") : `by ${view.ownerName}`}
      </span>
      {view.mine ? (
        <span className="views__actions">
          <button
            type="button"
            className="button button--small"
            onClick={() => {
              setName(view.name);
              renaming.open(true);
            }}
          >
            Rename<span className="visually-hidden"> {view.name}</span>
          </button>
          <button
            type="button"
            className="button button--small"
            onClick={() =>
              send(
                { intent: "share", id: view._id, name: view.name, shared: !view.shared },
                changing,
              )
            }
          >
            {view.shared ? "Make private" : "Share"}
            <span className="visually-hidden"> {view.name}</span>
          </button>
          <button
            type="button"
            className="button button--small"
            onClick={() => send({ intent: "delete", id: view._id, name: view.name }, changing)}
          >
            Delete<span className="visually-hidden"> {view.name}</span>
          </button>
        </span>
      ) : null}
    </li>
  );
}
