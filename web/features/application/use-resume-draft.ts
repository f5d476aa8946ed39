import { useEffect, useState } from "react";
import { errorText } from "../../lib/api";
import { applicationApi } from "./application-api";
import { APPLICATION_DRAFT_CODEC, DRAFT_KEY, serverDraftToken } from "./application-draft";
import { APPLICATION_FORM } from "./application-steps";

export type ResumeState =
  | { kind: "none" }
  | { kind: "restoring" }
  | { kind: "restored" }
  | { kind: "failed"; message: string };

const NETWORK = "We could not reach our server to restore your answers. Please try the link again.";

/**
 * A resume link (/application#resume=<token>, from "Save and continue later"): the token is taken
 * out of the address bar, the saved answers and step are fetched and written where the form keeps
 * its browser draft, and only then is the form shown, so it opens on them.
 */
export function useResumeDraft(): ResumeState {
  const [state, setState] = useState<ResumeState>({ kind: "none" });
  useEffect(() => {
    const token = new URLSearchParams(window.location.hash.slice(1)).get("resume");
    if (!token) return;
    window.history.replaceState(window.history.state, "", window.location.pathname);
    setState({ kind: "restoring" });
    applicationApi
      .resumeDraft({ token })
      .then((draft) => {
        const values = { ...APPLICATION_FORM.emptyValues };
        for (const name of APPLICATION_FORM.fieldNames) {
          const answer = draft.answers[name];
          if (typeof answer === "string") values[name] = answer;
        }
        try {
          localStorage.setItem(
            DRAFT_KEY,
            APPLICATION_DRAFT_CODEC.serializeDraft({ step: draft.step, values }),
          );
        } catch {
          // Without storage the form cannot take the answers over: say so rather than lose them.
          setState({
            kind: "failed",
            message: "This browser does not let us restore your answers.",
          });
          return;
        }
        serverDraftToken.set(token);
        setState({ kind: "restored" });
      })
      .catch((error: unknown) =>
        setState({
          kind: "failed",
          message: errorText(error, {
            fallback: "Your answers could not be restored.",
            network: NETWORK,
          }),
        }),
      );
  }, []);
  return state;
}
