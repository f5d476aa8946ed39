import { useSetUrlParams } from "../lists/use-url-param";
import "../../../styles/list-actions.css";
import { BOARD_CARDS_PARAM } from "./board-data";

export type ApplicationsLayout = "list" | "board";

/** The applications' layout as the URL says it (?layout=board), so reload and links keep it. */
export const layoutOf = (params: URLSearchParams): ApplicationsLayout =>
  params.get("layout") === "board" ? "board" : "list";

/** "List" or "Board": two toggle buttons, the pressed one showing. */
export function LayoutSwitch({ current }: { current: ApplicationsLayout }) {
  const setParams = useSetUrlParams();
  const choose = (layout: ApplicationsLayout) =>
    setParams({
      layout: layout === "board" ? "board" : null,
      page: null,
      [BOARD_CARDS_PARAM]: null,
    });
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
