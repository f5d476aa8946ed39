import { useCallback, useEffect, useState } from "react";
import type { FounderApplication } from "../../../core/schemas/founder";
import { ApiError, errorText } from "../../lib/api";
import { founderToken } from "../../lib/founder-token";
import { founderApi } from "./founder-api";

export type FounderPageState =
  | { kind: "loading" }
  /** No token in this tab, or one that no longer opens an application (unknown, revoked). */
  | { kind: "no-link"; message: string | null }
  | { kind: "failed"; message: string }
  | { kind: "ready"; application: FounderApplication };

const NETWORK = "We could not reach our server. Check your connection and try again.";

/**
 * Takes the token from the link (and out of the address bar), then loads the application it
 * opens. `reload` after a change (a new deck, the state for a receipt).
 */
export function useFounderApplication() {
  const [state, setState] = useState<FounderPageState>({ kind: "loading" });

  const reload = useCallback(async () => {
    if (!founderToken.get()) {
      setState({ kind: "no-link", message: null });
      return;
    }
    try {
      setState({ kind: "ready", application: await founderApi.application() });
    } catch (error) {
      if (error instanceof ApiError && error.status === 403) {
        founderToken.clear();
        setState({ kind: "no-link", message: error.serverMessage ?? null });
        return;
      }
      setState({
        kind: "failed",
        message: errorText(error, {
          fallback: "Your application could not be loaded.",
          network: NETWORK,
        }),
      });
    }
  }, []);

  useEffect(() => {
    founderToken.takeFromLocation();
    void reload();
  }, [reload]);

  return { state, reload };
}
