import type { MetaDescriptor } from "react-router";
import { CONSOLE_TABS, type ConsoleTabPath } from "../../../console-tabs";
import { pageInfo } from "../../../content/pages";
import { PATHS } from "../../../paths";

/**
 * The `meta` of a console screen: its own name before the console's title, "Contacts · Admin
 * Dashboard | Nakhla Ventures", so each tab of the browser says which screen it shows.
 */
export const consoleMeta = (screen: string) => (): MetaDescriptor[] => {
  const console = pageInfo(PATHS.adminDashboard);
  return [
    { title: `${screen} · ${console.title}` },
    { name: "description", content: console.description },
  ];
};

/** The `meta` of a tab and of its records: the tab's label as the menu says it. */
export const tabMeta = (path: ConsoleTabPath) =>
  consoleMeta(CONSOLE_TABS.find((tab) => tab.path === path)?.label ?? "Operations");
