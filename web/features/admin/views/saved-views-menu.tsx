import { type KeyboardEvent, useId, useRef, useState } from "react";
import { useFetcher } from "react-router";
import type { SavedView, ViewList } from "../../../../core/schemas/saved-view";
import { useToast } from "../../../components/ui/toast";
import { HIDDEN_COLUMNS_PARAM } from "../lists/column-chooser";
import { useSetUrlParams } from "../lists/use-url-param";
import "../../../styles/list-actions.css";
import { SaveViewForm } from "./save-view-form";
import { SavedViewRow } from "./saved-view-row";
import { viewsPath } from "./views-action";

/**
 * "Views": open one of your saved views or one the team shares, rename, share or delete your own,
 * and save the list's current search, filter, sort and columns under a name. Views are kept on the
 * server for each staff member (api/routes/views), read when the menu opens and again after each
 * change (the views' route, web/routes/admin-dashboard/views.$list.tsx).
 */
export function SavedViewsMenu({ list, label }: { list: ViewList; label: string }) {
  const id = useId();
  const setParams = useSetUrlParams();
  const showToast = useToast();
  const [open, setOpen] = useState(false);
  const loaded = useFetcher<SavedView[] | null>();
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
        <SaveViewForm list={list} />
      </div>
    </div>
  );
}
