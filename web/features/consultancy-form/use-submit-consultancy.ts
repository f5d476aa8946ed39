import { useState } from "react";
import { CONSULTANCY_SUCCESS_TEXT } from "../../../core/questions/consultancy";
import { clearDraft } from "../../components/multi-step-form/use-form-draft";
import { useToast } from "../../components/ui/toast";
import { errorText } from "../../lib/api";
import { consultancyFormApi } from "./consultancy-form-api";
import {
  CONSULTANCY_DRAFT_KEY,
  CONSULTANCY_FORM,
  type ConsultancyFormValues,
} from "./consultancy-steps";

const FAILURE_TEXTS = {
  fallback: "Your form could not be sent. Your answers are kept; please try again.",
  network:
    "We could not reach our server. Your answers are kept in this browser; please try again.",
};

/**
 * Sends the form. Success clears the draft and shows the spec's alert text in the app's toast;
 * failure keeps every answer and says why.
 */
export function useSubmitConsultancy(onSubmitted: (values: ConsultancyFormValues) => void) {
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const showToast = useToast();

  async function submit(values: ConsultancyFormValues) {
    setFailure(null);
    setSending(true);
    try {
      const input = CONSULTANCY_FORM.toPayload(values);
      // The review is reached only with every step valid; should it not be, nothing is sent.
      if (!input) {
        setFailure(`Error: ${FAILURE_TEXTS.fallback}`);
        setSending(false);
        return;
      }
      await consultancyFormApi.send(input);
      clearDraft(CONSULTANCY_DRAFT_KEY);
      showToast(CONSULTANCY_SUCCESS_TEXT, "success");
      onSubmitted(values);
    } catch (error) {
      setFailure(`Error: ${errorText(error, FAILURE_TEXTS)}`);
      setSending(false);
    }
  }

  return { submit, sending, failure };
}
