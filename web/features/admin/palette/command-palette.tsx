import { Command } from "cmdk";
import { useEffect, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import type { AdminApplication } from "../../../../core/schemas/admin";
import type { Contact } from "../../../../core/schemas/contact";
import type { StaffMember } from "../../../../core/schemas/staff";
import { useModalDialog } from "../../../components/ui/use-modal-dialog";
import { ASSIGNMENTS_PATH, tabPath, tabsFor } from "../../../console-tabs";
import { PATHS } from "../../../paths";
import { adminApi } from "../admin-api";
import { canAdminister, useStaff } from "../signed-in-staff";
import { staffApi } from "../staff/staff-api";
import { palette, screenActions, usePaletteOpen } from "./palette-store";
import "../../../styles/palette.css";

type Found = {
  applications: AdminApplication[];
  contacts: Contact[];
  staff: StaffMember[];
};
const NOTHING: Found = { applications: [], contacts: [], staff: [] };
/** Records found per kind: a palette is for going somewhere, not for reading a list. */
const FOUND_PER_KIND = 5;

const matches = (label: string, query: string) =>
  label.toLowerCase().includes(query.trim().toLowerCase());

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
  const [found, setFound] = useState<Found>(NOTHING);
  const [searching, setSearching] = useState(false);
  const searched = query.trim();
  // The field takes the focus once the dialog is modal (showModal runs after this renders and
  // would otherwise leave it on the dialog), so what is typed at once searches.
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const frame = requestAnimationFrame(() => field.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, []);

  // The records matching what is typed, asked for once typing pauses; an answer to an older
  // query is dropped.
  useEffect(() => {
    if (searched.length < 2) {
      setFound(NOTHING);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setSearching(true);
      const query = new URLSearchParams({ q: searched, pageSize: String(FOUND_PER_KIND) });
      const none = { items: [] };
      void Promise.all([
        adminApi.list("applications", query, controller.signal).catch(() => none),
        administers ? adminApi.list("contacts", query, controller.signal).catch(() => none) : none,
        administers ? staffApi.list().catch(() => null) : null,
      ]).then(([applications, contacts, staff]) => {
        if (controller.signal.aborted) return;
        setSearching(false);
        setFound({
          applications: applications.items as AdminApplication[],
          contacts: contacts.items as Contact[],
          staff: (staff?.members ?? [])
            .filter((member) => matches(member.name, searched))
            .slice(0, FOUND_PER_KIND),
        });
      });
    }, 200);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [searched, administers]);

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
