import { type FormEvent, type KeyboardEvent, useId, useRef, useState } from "react";
import { useFetcher, useSearchParams } from "react-router";
import { LIST_SORTS } from "../../../../core/schemas/list";
import { type SavedView, VIEW_NAME_MAX, type ViewList } from "../../../../core/schemas/saved-view";
import { useToast } from "../../../components/ui/toast";
import { AS_JSON, type FormAnswer, useValuesSince } from "../actions";
import { HIDDEN_COLUMNS_PARAM } from "../lists/column-chooser";
import { useSetUrlParams } from "../lists/use-url-param";
import "../../../styles/list-actions.css";
import { SavedViewRow } from "./saved-view-row";
import { type ViewsIntent, viewsPath } from "./views-action";

/** What the URL shows now, as a view's settings. */
function settingsOf(params: URLSearchParams): SavedView["settings"] {
  const q = params.get("q");
  const status = params.get("status");
  const sort = params.get("sort");
  const hidden = params.get(HIDDEN_COLUMNS_PARAM);
  return {
    ...(q ? { q } : {}),
    ...(status ? { status } : {}),
    ...(sort ? { sort: LIST_SORTS.find((known) => known === sort) } : {}),
    ...(hidden ? { hiddenColumns: hidden.split(",") } : {}),
  };
}

/**
 * "Views": open one of your saved views or one the team shares, rename, share or delete your own,
 * and save the list's current search, filter, sort and columns under a name. Views are kept on the
 * server for each staff member (api/routes/views), read when the menu opens and again after each
 * change (the views' route, web/routes/admin-dashboard/views.$list.tsx).
 */
export function SavedViewsMenu({ list, label }: { list: ViewList; label: string }) {
  const id = useId();
  const [params] = useSearchParams();
  const setParams = useSetUrlParams();
  const showToast = useToast();
  const [open, setOpen] = useState(false);
  const loaded = useFetcher<SavedView[] | null>();
  const saving = useFetcher<FormAnswer>();
  // A view saved empties the form.
  const [form, setForm] = useValuesSince({ name: "", shared: false }, saving.data);
  const [checked, setChecked] = useState<string | undefined>();
  const problem = checked ?? (saving.data?.ok === false ? saving.data.error : undefined);
  const button = useRef<HTMLButtonElement>(null);
  const views = loaded.data ?? null;

  function toggle() {
    if (!open) void loaded.load(viewsPath(list));
    setOpen(!open);
  }

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };

  function apply(view: SavedView) {
    const { q, status, sort, hiddenColumns } = view.settings;
    setParams({
      q: q ?? null,
      status: status ?? null,
      sort: sort ?? null,
      [HIDDEN_COLUMNS_PARAM]: hiddenColumns?.join(",") || null,
    });
    showToast(`View “${view.name}” opened`, "success");
    close();
  }

  function save(event: FormEvent) {
    event.preventDefault();
    if (!form.name.trim()) return setChecked("Name the view.");
    setChecked(undefined);
    const intent: ViewsIntent = { intent: "save", ...form, settings: settingsOf(params) };
    void saving.submit(intent, { ...AS_JSON, action: viewsPath(list) });
  }

  const mine = views?.filter((view) => view.mine) ?? [];
  const team = views?.filter((view) => !view.mine) ?? [];
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape") close();
  };

  return (
    <div className="popover views">
      <button
        ref={button}
        type="button"
        className="button"
        aria-expanded={open}
        aria-controls={`${id}-views`}
        onClick={toggle}
      >
        Views
      </button>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: Escape closes the panel from any control in it */}
      <div
        id={`${id}-views`}
        className="popover__panel views__panel"
        hidden={!open}
        onKeyDown={onKeyDown}
      >
        <h3 className="views__heading">Your views</h3>
        {views === null ? (
          <p role="status">Loading views...</p>
        ) : mine.length === 0 ? (
          <p className="views__empty">No saved views of {label} yet.</p>
        ) : (
          <ul className="views__list">
            {mine.map((view) => (
              <SavedViewRow key={view._id} view={view} list={list} onOpen={apply} />
            ))}
          </ul>
        )}
        <h3 className="views__heading">Shared by the team</h3>
        {team.length === 0 ? (
          <p className="views__empty">No shared views of {label}.</p>
        ) : (
          <ul className="views__list">
            {team.map((view) => (
              <SavedViewRow key={view._id} view={view} list={list} onOpen={apply} />
            ))}
          </ul>
        )}
        <form className="views__save" onSubmit={save} noValidate>
          <h3 className="views__heading">Save this view</h3>
          <label htmlFor={`${id}-name`}>View name</label>
          <input
            id={`${id}-name`}
            value={form.name}
            maxLength={VIEW_NAME_MAX}
            aria-invalid={Boolean(problem)}
            aria-describedby={problem ? `${id}-problem` : `${id}-hint`}
            onChange={(event) => setForm({ ...form, name: event.target.value })}
          />
          <p id={`${id}-hint`} className="field__hint">
            Keeps the search, status filter, sort and columns shown now.
          </p>
          {problem ? (
            <p id={`${id}-problem`} className="field__error">
              {problem}
            </p>
          ) : null}
          <label className="checkbox">
            <input
              type="checkbox"
              checked={form.shared}
              onChange={(event) => setForm({ ...form, shared: event.target.checked })}
            />
            Share with the team
          </label>
          <button type="submit" className="button button--primary">
            Save view
          </button>
        </form>
      </div>
    </div>
  );
}
