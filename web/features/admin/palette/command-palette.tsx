import { Command } from "cmdk";
import { useEffect, useRef, useState } from "react";
import { useFetcher, useLocation, useNavigate } from "react-router";
import { useModalDialog } from "../../../components/ui/use-modal-dialog";
import { ASSIGNMENTS_PATH, tabPath, tabsFor } from "../../../console-tabs";
import { PATHS } from "../../../paths";
import { canAdminister, useStaff } from "../signed-in-staff";
import { type Found, matches, paletteSearchPath } from "./palette-search";
import { palette, screenActions, usePaletteOpen } from "./palette-store";
import "../../../styles/palette.css";

const NOTHING: Omit<Found, "searched"> = { applications: [], contacts: [], staff: [] };

/**
 * The command palette (docs/decisions/053-command-palette.md): Ctrl+K or ⌘K, or the header's
 * button. One field (cmdk's combobox: the options are announced as ↑/↓ move, Enter runs one,
 * Escape closes) for the actions of the screen on show, the tabs, and the applications (by
 * startup or founder), contacts (by name or address) and staff (by name) the search finds.
 */
export function CommandPalette() {
  const open = usePaletteOpen();
  const dialog = useModalDialog(open, palette.close);
  return (
    <dialog {...dialog} className="dialog palette" aria-label="Command palette">
      {open ? <PaletteBody /> : null}
    </dialog>
  );
}

function PaletteBody() {
  const me = useStaff();
  const administers = canAdminister(me);
  const navigate = useNavigate();
  const location = useLocation();
  const [query, setQuery] = useState("");
  const searched = query.trim();
  // The field takes the focus once the dialog is modal (showModal runs after this renders and
  // would otherwise leave it on the dialog), so what is typed at once searches.
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const frame = requestAnimationFrame(() => field.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, []);

  // The records matching what is typed, loaded by a fetcher once typing pauses. One load at a
  // time: the next waits until the last has answered, so answers cannot land out of order (a
  // fetcher's first load, while React Router still discovers its route, is not aborted by the
  // next). An answer shows only while its query is what is typed.
  const search = useFetcher<Found>();
  const { load } = search;
  const answered = search.data?.searched;
  const idle = search.state === "idle";
  useEffect(() => {
    if (searched.length < 2 || answered === searched || !idle) return;
    const timer = setTimeout(() => void load(paletteSearchPath(searched)), 200);
    return () => clearTimeout(timer);
  }, [searched, answered, idle, load]);
  const found = searched.length >= 2 && search.data?.searched === searched ? search.data : NOTHING;
  const searching = searched.length >= 2 && found === NOTHING;

  const go = (to: string) => {
    palette.close();
    navigate(to);
  };
  const run = (action: () => void) => {
    palette.close();
    action();
  };

  const actions = screenActions().filter((action) => matches(action.label, query));
  const tabs = [
    ...tabsFor(me).map((tab) => ({ label: tab.label, to: tabPath(tab.path) })),
    ...(administers ? [{ label: "Assignments", to: ASSIGNMENTS_PATH }] : []),
    { label: "Account", to: PATHS.adminAccount },
  ].filter((tab) => matches(tab.label, query));
  // A record opens beside its list as the list was: on that tab, with the list's own search,
  // filter and page (the palette's words do not become the list's filter); from elsewhere, beside
  // the whole list.
  const beside = (tab: string, id: string) =>
    `${tab}/${encodeURIComponent(id)}${location.pathname.startsWith(tab) ? location.search : ""}`;

  return (
    <Command label="Command palette" shouldFilter={false} loop className="palette__command">
      <h2 className="visually-hidden">Command palette</h2>
      <Command.Input
        ref={field}
        value={query}
        onValueChange={setQuery}
        className="palette__input"
        placeholder="Go to a tab, find an application, contact or colleague, or run an action"
      />
      <Command.List className="palette__list">
        <Command.Empty className="palette__empty">
          {searching ? "Searching…" : "Nothing matches."}
        </Command.Empty>
        {actions.length > 0 ? (
          <Command.Group heading="On this screen">
            {actions.map((action) => (
              <Command.Item
                key={action.id}
                value={`action-${action.id}`}
                onSelect={() => run(action.run)}
              >
                {action.label}
              </Command.Item>
            ))}
          </Command.Group>
        ) : null}
        {tabs.length > 0 ? (
          <Command.Group heading="Go to">
            {tabs.map((tab) => (
              <Command.Item key={tab.to} value={`tab-${tab.to}`} onSelect={() => go(tab.to)}>
                {tab.label}
              </Command.Item>
            ))}
          </Command.Group>
        ) : null}
        {found.applications.length > 0 ? (
          <Command.Group heading="Applications">
            {found.applications.map((application) => (
              <Command.Item
                key={application._id}
                value={`application-${application._id}`}
                onSelect={() => go(beside(tabPath("applications"), application._id))}
              >
                {application.startupName}
                <span className="palette__meta"> · {application.fullName}</span>
              </Command.Item>
            ))}
          </Command.Group>
        ) : null}
        {found.contacts.length > 0 ? (
          <Command.Group heading="Contacts">
            {found.contacts.map((contact) => (
              <Command.Item
                key={contact._id}
                value={`contact-${contact._id}`}
                onSelect={() => go(beside(tabPath("contacts"), contact._id))}
              >
                {contact.name}
                <span className="palette__meta"> · {contact.email}</span>
              </Command.Item>
            ))}
          </Command.Group>
        ) : null}
        {found.staff.length > 0 ? (
          <Command.Group heading="Staff">
            {found.staff.map((member) => (
              <Command.Item
                key={member.id}
                value={`staff-${member.id}`}
                onSelect={() => go(`${tabPath("staff")}/${member.id}`)}
              >
                {member.name}
                <span className="palette__meta"> · {member.username}</span>
              </Command.Item>
            ))}
          </Command.Group>
        ) : null}
      </Command.List>
      <p className="palette__hint" aria-hidden="true">
        ↑ ↓ to choose · Enter to go · Esc to close
      </p>
    </Command>
  );
}
