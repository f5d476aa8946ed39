import { useSearchParams } from "react-router";
import { useSetUrlParams } from "../lists/use-url-param";
import "../../../styles/list-actions.css";

export type ApplicationsLayout = "list" | "board";

/** The applications' layout, kept in the URL (?layout=board), so reload and links keep it. */
export function useApplicationsLayout(): ApplicationsLayout {
  const [params] = useSearchParams();
  return params.get("layout") === "board" ? "board" : "list";
}

/** "List" or "Board": two toggle buttons, the pressed one showing. */
export function LayoutSwitch({ current }: { current: ApplicationsLayout }) {
  const setParams = useSetUrlParams();
  const choose = (layout: ApplicationsLayout) =>
    setParams({ layout: layout === "board" ? "board" : null, page: null, open: null });
  return (
    <fieldset className="layout-switch">
      <legend className="visually-hidden">Show applications as</legend>
      {(["list", "board"] as const).map((layout) => (
        <button
          key={layout}
          type="button"
          className="button button--small"
          aria-pressed={current === layout}
          onClick={() => choose(layout)}
        >
          {layout === "list" ? "List" : "Board"}
        </button>
      ))}
    </fieldset>
  );
}
