import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from "react";

export type RecordTab = { label: string; panel: ReactNode };

/**
 * A record's parts as tabs (ARIA's tabs pattern, activated by focus): ←/→ move between tabs,
 * Home/End jump, Tab enters the panel. Each panel stays mounted, so a half-written comment or a
 * scorecard's focus survives a look at the history.
 */
export function RecordTabs({ label, tabs }: { label: string; tabs: RecordTab[] }) {
  const id = useId();
  const [selected, setSelected] = useState(0);
  const list = useRef<HTMLDivElement>(null);

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
    setSelected(to);
    list.current?.querySelectorAll<HTMLElement>("[role=tab]")[to]?.focus();
  }

  return (
    <div className="record-tabs">
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
            onClick={() => setSelected(index)}
          >
            {tab.label}
          </button>
        ))}
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
