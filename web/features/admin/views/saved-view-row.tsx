import { type FormEvent, useId, useState } from "react";
import { type SavedView, VIEW_NAME_MAX } from "../../../../core/schemas/saved-view";
import { useToast } from "../../../components/ui/toast";
import { errorText } from "../../../lib/api";
import { viewsApi } from "./views-api";

const FAILED = { fallback: "Something went wrong.", network: "Something went wrong." };

type SavedViewRowProps = {
  view: SavedView;
  onOpen: (view: SavedView) => void;
  /** After a rename, share or delete: the menu loads the views again. */
  onChanged: () => Promise<void>;
};

/** One saved view: open it; one's own can also be renamed, shared or unshared, deleted. */
export function SavedViewRow({ view, onOpen, onChanged }: SavedViewRowProps) {
  const id = useId();
  const showToast = useToast();
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(view.name);
  const [problem, setProblem] = useState<string | undefined>();

  async function change(run: () => Promise<unknown>, done: string) {
    try {
      await run();
      showToast(done, "success");
      await onChanged();
      return true;
    } catch (error) {
      showToast(errorText(error, FAILED), "error");
      return false;
    }
  }

  async function rename(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) return setProblem("Name the view.");
    try {
      await viewsApi.update(view._id, { name });
      setRenaming(false);
      setProblem(undefined);
      showToast(`View renamed “${name.trim()}”`, "success");
      await onChanged();
    } catch (error) {
      setProblem(errorText(error, FAILED));
    }
  }

  if (renaming) {
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
          <button type="button" className="button button--small" onClick={() => setRenaming(false)}>
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
          <button type="button" className="button button--small" onClick={() => setRenaming(true)}>
            Rename<span className="visually-hidden"> {view.name}</span>
          </button>
          <button
            type="button"
            className="button button--small"
            onClick={() =>
              change(
                () => viewsApi.update(view._id, { shared: !view.shared }),
                view.shared ? `View “${view.name}” is private` : `View “${view.name}” is shared`,
              )
            }
          >
            {view.shared ? "Make private" : "Share"}
            <span className="visually-hidden"> {view.name}</span>
          </button>
          <button
            type="button"
            className="button button--small"
            onClick={() => change(() => viewsApi.remove(view._id), `View “${view.name}” deleted`)}
          >
            Delete<span className="visually-hidden"> {view.name}</span>
          </button>
        </span>
      ) : null}
    </li>
  );
}
