import { useCallback, useEffect, useState } from "react";
import type { Task } from "../../../../core/schemas/task";
import { useToast } from "../../../components/ui/toast";
import { ApiError, errorText } from "../../../lib/api";
import { assignmentsApi } from "./assignments-api";

export type TasksState =
  | { status: "loading" }
  | { status: "error"; message: string }
  | { status: "ready"; tasks: Task[] };

/** Texts of docs/product.md §9.2 for the task list's fetch. */
const fetchFailure = (error: unknown) =>
  error instanceof ApiError
    ? "Failed to fetch tasks"
    : `Error fetching tasks: ${error instanceof Error ? error.message : String(error)}`;

/**
 * The task list: fetched when the Assignments view opens and again after every change (spec
 * section 4). `change` runs one call, refetches, and shows a failure the spec left silent.
 */
export function useTasks() {
  const [state, setState] = useState<TasksState>({ status: "loading" });
  const showToast = useToast();

  const refresh = useCallback(async () => {
    try {
      setState({ status: "ready", tasks: await assignmentsApi.tasks() });
    } catch (error) {
      setState({ status: "error", message: fetchFailure(error) });
    }
  }, []);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  /** A new task appears at once, then the list is fetched again. */
  const added = useCallback(
    (task: Task) => {
      setState((current) =>
        current.status === "ready" ? { status: "ready", tasks: [...current.tasks, task] } : current,
      );
      void refresh();
    },
    [refresh],
  );

  const change = useCallback(
    async (call: () => Promise<unknown>, failure: string): Promise<boolean> => {
      try {
        await call();
        return true;
      } catch (error) {
        showToast(errorText(error, { fallback: failure, network: failure }), "error");
        return false;
      } finally {
        await refresh();
      }
    },
    [refresh, showToast],
  );

  return { state, added, change };
}
