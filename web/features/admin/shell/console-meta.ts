import type { MetaDescriptor } from "react-router";
import { CONSOLE_TABS, type ConsoleTabPath } from "../../../console-tabs";
import { pageText } from "../../../content/pages";
import { i18nOrAny } from "../../../i18n/catalogues";
import { PATHS } from "../../../paths";

/**
 * The `meta` of a console screen: its own name before the console's title, "Contacts · Admin
 * Dashboard | Nakhla Ventures", so each tab of the browser says which screen it shows.
 */
export const consoleMeta = (screen: string) => (): MetaDescriptor[] => {
  // The console is in English (docs/decisions/059-languages.md).
  const console = pageText(PATHS.adminDashboard, i18nOrAny("en"));
  return [
    { title: `${screen} · ${console.title}` },
    { name: "description", content: console.description },
  ];
};

/** The `meta` of a tab and of its records: the tab's label as the menu says it. */
export const tabMeta = (path: ConsoleTabPath) =>
  consoleMeta(CONSOLE_TABS.find((tab) => tab.path === path)?.label ?? "Operations");
