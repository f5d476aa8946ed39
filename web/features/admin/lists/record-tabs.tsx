import {
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from "react";
import { ActionMenu } from "./action-menu";

export type RecordTab = { label: string; panel: ReactNode };

/**
 * A record's parts as tabs (ARIA's tabs pattern, activated by focus): ←/→ move between tabs,
 * Home/End jump, Tab enters the panel. Each panel stays mounted, so a half-written comment or a
 * scorecard's focus survives a look at the history. The tabs stay on one line, each whole: those
 * that do not fit leave the line for an "Other tabs" menu beside it (the chosen one always stays).
 */
export function RecordTabs({ label, tabs }: { label: string; tabs: RecordTab[] }) {
  const id = useId();
  const [selected, setSelected] = useState(0);
  const list = useRef<HTMLDivElement>(null);
  const hidden = useHiddenTabs(list, tabs.length, selected);

  const select = (index: number) => {
    setSelected(index);
    // Shown once the render puts it back on the line.
    requestAnimationFrame(() =>
      list.current?.querySelectorAll<HTMLElement>("[role=tab]")[index]?.focus(),
    );
  };

  function onKeyDown(event: KeyboardEvent) {
    const last = tabs.length - 1;
    const to =
      event.key === "ArrowRight"
        ? selected === last
          ? 0
          : selected + 1
        : event.key === "ArrowLeft"
          ? selected === 0
            ? last
            : selected - 1
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? last
              : null;
    if (to === null) return;
    event.preventDefault();
    select(to);
  }

  return (
    <div className="record-tabs">
      <div className="record-tabs__bar">
        <div
          ref={list}
          role="tablist"
          aria-label={label}
          className="record-tabs__list"
          onKeyDown={onKeyDown}
        >
          {tabs.map((tab, index) => (
            <button
              key={tab.label}
              type="button"
              role="tab"
              id={`${id}-tab-${index}`}
              aria-selected={index === selected}
              aria-controls={`${id}-panel-${index}`}
              tabIndex={index === selected ? 0 : -1}
              className="record-tabs__tab"
              data-off-line={hidden.includes(index) ? "" : undefined}
              onClick={() => setSelected(index)}
            >
              {tab.label}
            </button>
          ))}
        </div>
        {hidden.length > 0 ? (
          <ActionMenu
            subject={label}
            text="Other tabs"
            actions={hidden.map((index) => ({
              label: tabs[index]?.label ?? "",
              onSelect: () => select(index),
            }))}
          />
        ) : null}
      </div>
      {tabs.map((tab, index) => (
        <div
          key={tab.label}
          role="tabpanel"
          id={`${id}-panel-${index}`}
          aria-labelledby={`${id}-tab-${index}`}
          hidden={index !== selected}
          className="record-tabs__panel"
        >
          {tab.panel}
        </div>
      ))}
    </div>
  );
}

/**
 * The tabs (by index) that leave the line: as many as fit stay, in order, with room kept for the
 * menu; the selected one always stays, in place of the last that would. Each tab's width is read
 * once while all are on the line (before the first paint), then the line's width as it changes.
 */
function useHiddenTabs(list: RefObject<HTMLDivElement | null>, count: number, selected: number) {
  const [room, setRoom] = useState<{ widths: number[]; width: number } | null>(null);
  useLayoutEffect(() => {
    const element = list.current;
    if (!element || count === 0) return;
    const widths = [...element.querySelectorAll<HTMLElement>("[role=tab]")].map(
      (tab) => tab.getBoundingClientRect().width,
    );
    const measure = () => {
      // The bar holds the list and the menu; the list's room is the bar's less the menu's.
      const bar = element.parentElement ?? element;
      setRoom((before) => {
        const width = bar.clientWidth;
        return before?.width === width ? before : { widths, width };
      });
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element.parentElement ?? element);
    return () => observer.disconnect();
  }, [list, count]);
  if (!room) return [];
  return offLine(room.widths, room.width, selected);
}

/** The menu's button beside the tabs, with its gap: room kept for it once a tab must leave. */
const MENU_ROOM = 100;

/** Which tabs leave a line `width` wide, given each tab's width and the one selected. */
export function offLine(widths: number[], width: number, selected: number): number[] {
  const total = widths.reduce((sum, tabWidth) => sum + tabWidth, 0);
  if (total <= width) return [];
  const kept: number[] = [];
  let used = widths[selected] ?? 0;
  for (const [index, tabWidth] of widths.entries()) {
    if (index === selected) continue;
    if (used + tabWidth > width - MENU_ROOM) break;
    used += tabWidth;
    kept.push(index);
  }
  return widths.flatMap((_, index) => (index === selected || kept.includes(index) ? [] : [index]));
}
