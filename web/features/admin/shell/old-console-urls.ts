import type { AdminMe } from "../../../../core/schemas/admin";
import {
  ASSIGNMENTS_PATH,
  CONSOLE_TABS,
  firstTabPath,
  mayOpen,
  tabPath,
} from "../../../console-tabs";

/** The tab ids of the one-screen console that are not the tab's path now. */
const RENAMED_TABS: Readonly<Record<string, string>> = { "lead-pitch": "pitch-leads" };
/** Its parameters that became part of the path. */
const MOVED_PARAMS = ["view", "tab", "open"];

/**
 * Where an address of the console as it was one screen leads now: `?view=assignments` to
 * Assignments, `?view=operations&tab=<id>` to that tab, `&open=<id>` to that record beside its list;
 * the list's search, filter, sort, page, columns and layout kept as they were. As then, a tab this
 * person may not open (or none, or an unknown one) is their first tab.
 */
export function currentConsoleUrl(old: URLSearchParams, me: Pick<AdminMe, "role">): string {
  const kept = new URLSearchParams(old);
  for (const name of MOVED_PARAMS) kept.delete(name);
  const search = kept.size > 0 ? `?${kept}` : "";
  if (old.get("view") === "assignments") {
    return me.role === "admin" ? ASSIGNMENTS_PATH : firstTabPath(me);
  }
  const id = old.get("tab") ?? "";
  const tab = CONSOLE_TABS.find((each) => each.path === (RENAMED_TABS[id] ?? id));
  if (!tab || !mayOpen(me, tab)) return `${firstTabPath(me)}${search}`;
  const open = old.get("open");
  const record = open && "record" in tab ? `/${encodeURIComponent(open)}` : "";
  return `${tabPath(tab.path)}${record}${search}`;
}
