import {
  type FormEvent,
  type KeyboardEvent,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from "react";
import { useSearchParams } from "react-router";
import { LIST_SORTS } from "../../../../core/schemas/list";
import { type SavedView, VIEW_NAME_MAX, type ViewList } from "../../../../core/schemas/saved-view";
import { useToast } from "../../../components/ui/toast";
import { errorText } from "../../../lib/api";
import { HIDDEN_COLUMNS_PARAM } from "../lists/column-chooser";
import { useSetUrlParams } from "../lists/use-url-param";
import "../../../styles/list-actions.css";
import { SavedViewRow } from "./saved-view-row";
import { viewsApi } from "./views-api";

const FAILED = { fallback: "Something went wrong.", network: "Something went wrong." };

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
 * server for each staff member (api/routes/views).
 */
export function SavedViewsMenu({ list, label }: { list: ViewList; label: string }) {
  const id = useId();
  const [params] = useSearchParams();
  const setParams = useSetUrlParams();
  const showToast = useToast();
  const [open, setOpen] = useState(false);
  const [views, setViews] = useState<SavedView[] | null>(null);
  const [name, setName] = useState("");
  const [shared, setShared] = useState(false);
  const [problem, setProblem] = useState<string | undefined>();
  const button = useRef<HTMLButtonElement>(null);

  const load = useCallback(async () => {
    try {
      setViews(await viewsApi.list(list));
    } catch (error) {
      showToast(errorText(error, FAILED), "error");
    }
  }, [list, showToast]);

  useEffect(() => {
    if (open) void load();
  }, [open, load]);

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

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) return setProblem("Name the view.");
    try {
      const view = await viewsApi.save({ list, name, shared, settings: settingsOf(params) });
      setName("");
      setShared(false);
      setProblem(undefined);
      showToast(`View “${view.name}” saved`, "success");
      await load();
    } catch (error) {
      setProblem(errorText(error, FAILED));
    }
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
        onClick={() => setOpen((value) => !value)}
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
              <SavedViewRow key={view._id} view={view} onOpen={apply} onChanged={load} />
            ))}
          </ul>
        )}
        <h3 className="views__heading">Shared by the team</h3>
        {team.length === 0 ? (
          <p className="views__empty">No shared views of {label}.</p>
        ) : (
          <ul className="views__list">
            {team.map((view) => (
              <SavedViewRow key={view._id} view={view} onOpen={apply} onChanged={load} />
            ))}
          </ul>
        )}
        <form className="views__save" onSubmit={save} noValidate>
          <h3 className="views__heading">Save this view</h3>
          <label htmlFor={`${id}-name`}>View name</label>
          <input
            id={`${id}-name`}
            value={name}
            maxLength={VIEW_NAME_MAX}
            aria-invalid={Boolean(problem)}
            aria-describedby={problem ? `${id}-problem` : `${id}-hint`}
            onChange={(event) => setName(event.target.value)}
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
              checked={shared}
              onChange={(event) => setShared(event.target.checked)}
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
