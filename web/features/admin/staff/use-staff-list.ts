import { useCallback, useEffect, useState } from "react";
import type { StaffList } from "../../../../core/schemas/staff";
import { staffApi } from "./staff-api";

type StaffListState =
  | { phase: "loading"; list?: StaffList }
  | { phase: "ready"; list: StaffList }
  | { phase: "error"; error: unknown };

/** The staff and pending invitations, loaded again after every change (a few dozen rows at most). */
export function useStaffList() {
  const [state, setState] = useState<StaffListState>({ phase: "loading" });
  const [version, setVersion] = useState(0);
  useEffect(() => {
    let live = true;
    void version;
    setState((previous) =>
      previous.phase === "ready" ? { phase: "loading", list: previous.list } : previous,
    );
    staffApi.list().then(
      (list) => live && setState({ phase: "ready", list }),
      (error: unknown) => live && setState({ phase: "error", error }),
    );
    return () => {
      live = false;
    };
  }, [version]);
  const reload = useCallback(() => setVersion((current) => current + 1), []);
  return { state, reload };
}
