import { getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useState } from "react";
import { useFetcher } from "react-router";
import {
  type SavedView,
  type ViewList,
  ViewNameFormSchema,
} from "../../../../core/schemas/saved-view";
import { AS_JSON, type FormReply, useOnSaved } from "../actions";
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
  // The new name's form closes once the rename went through.
  const [renaming, setRenaming] = useState(false);
  const changing = useFetcher();
  const send = (intent: ViewsIntent) =>
    void changing.submit(intent, { ...AS_JSON, action: viewsPath(list) });

  if (renaming) {
    return (
      <li className="views__row">
        <RenameForm view={view} list={list} onClose={() => setRenaming(false)} />
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
              send({ intent: "share", id: view._id, name: view.name, shared: !view.shared })
            }
          >
            {view.shared ? "Make private" : "Share"}
            <span className="visually-hidden"> {view.name}</span>
          </button>
          <button
            type="button"
            className="button button--small"
            onClick={() => send({ intent: "delete", id: view._id, name: view.name })}
          >
            Delete<span className="visually-hidden"> {view.name}</span>
          </button>
        </span>
      ) : null}
    </li>
  );
}

/**
 * A new name for one's own view: a conform form posted to the list's views route. It owns its
 * fetcher, drawn afresh each time it opens, and closes once the rename went through.
 */
function RenameForm({
  view,
  list,
  onClose,
}: {
  view: SavedView;
  list: ViewList;
  onClose: () => void;
}) {
  const renaming = useFetcher<FormReply>();
  useOnSaved(renaming, onClose);
  const [form, fields] = useForm({
    id: `rename-view-${view._id}`,
    defaultValue: { name: view.name },
    lastResult: renaming.data?.result,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ViewNameFormSchema }),
  });
  const { key, ...name } = getInputProps(fields.name, { type: "text" });
  const problem = fields.name.errors?.[0];
  return (
    <renaming.Form
      method="post"
      action={viewsPath(list)}
      id={form.id}
      className="views__rename"
      onSubmit={form.onSubmit}
      noValidate
    >
      <input type="hidden" name="intent" value="rename" />
      <input type="hidden" name="id" value={view._id} />
      <label htmlFor={name.id} className="visually-hidden">
        New name of {view.name}
      </label>
      <input key={key} {...name} />
      <button type="submit" className="button button--small button--primary">
        Save name
      </button>
      <button type="button" className="button button--small" onClick={onClose}>
        Cancel
      </button>
      {problem ? (
        <p id={fields.name.errorId} className="field__error">
          {problem}
        </p>
      ) : null}
    </renaming.Form>
  );
}
