import { useCallback, useEffect, useState } from "react";

type Loaded<Item> =
  | { phase: "loading" }
  | { phase: "ready"; items: Item[] }
  | { phase: "error"; error: unknown };

/** A whole list the console loads once (events, cohorts: tens of rows), kept up to date by hand. */
export function useContentList<Item extends { _id: string }>(
  load: (signal: AbortSignal) => Promise<Item[]>,
) {
  const [state, setState] = useState<Loaded<Item>>({ phase: "loading" });
  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal).then(
      (items) => setState({ phase: "ready", items }),
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ phase: "error", error });
      },
    );
    return () => controller.abort();
  }, [load]);
  /** Puts a created or changed item in the list (replacing the one with its id). */
  const put = useCallback((item: Item) => {
    setState((current) =>
      current.phase !== "ready"
        ? current
        : {
            phase: "ready",
            items: current.items.some((each) => each._id === item._id)
              ? current.items.map((each) => (each._id === item._id ? item : each))
              : [item, ...current.items],
          },
    );
  }, []);
  return { state, put };
}
