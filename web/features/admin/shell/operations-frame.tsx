import type { ReactNode } from "react";
import { OperationsMenu } from "./operations-menu";

/** The Operations view: the menu of tabs, and the tab (or what stopped it) beside it. */
export function OperationsFrame({ children }: { children: ReactNode }) {
  return (
    <div className="admin__operations">
      <OperationsMenu />
      <main className="admin__main">
        <h1 className="visually-hidden">Operations</h1>
        {children}
      </main>
    </div>
  );
}
