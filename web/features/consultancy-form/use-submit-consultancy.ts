import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { CONSULTANCY_SUCCESS_TEXT } from "../../../core/questions/consultancy";
import { clearDraft } from "../../components/multi-step-form/use-form-draft";
import { useToast } from "../../components/ui/toast";
import { serverMessage } from "../../i18n/field-errors";
import { errorText } from "../../lib/api";
import { consultancyFormApi } from "./consultancy-form-api";
import {
  CONSULTANCY_DRAFT_KEY,
  CONSULTANCY_FORM,
  type ConsultancyFormValues,
} from "./consultancy-steps";

/** The spec's alert text (core/questions/consultancy.ts), as the page's language says it. */
const SUCCESS = { [CONSULTANCY_SUCCESS_TEXT]: msg`Form submitted successfully!` } as const;

const FAILURE_TEXTS = {
  fallback: msg`Your form could not be sent. Your answers are kept; please try again.`,
  network: msg`We could not reach our server. Your answers are kept in this browser; please try again.`,
};

/** "Form submitted successfully!" in the page's language. */
export function useSuccessText() {
  const { t } = useLingui();
  return t(SUCCESS[CONSULTANCY_SUCCESS_TEXT]);
}

/**
 * Sends the form. Success clears the draft and shows the spec's alert text in the app's toast;
 * failure keeps every answer and says why.
 */
export function useSubmitConsultancy(onSubmitted: (values: ConsultancyFormValues) => void) {
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const showToast = useToast();
  const { i18n, t } = useLingui();
  const successText = useSuccessText();
  const failed = (text: string) => t`Error: ${text}`;

  async function submit(values: ConsultancyFormValues) {
    setFailure(null);
    setSending(true);
    try {
      const input = CONSULTANCY_FORM.toPayload(values);
      // The review is reached only with every step valid; should it not be, nothing is sent.
      if (!input) {
        setFailure(failed(t(FAILURE_TEXTS.fallback)));
        setSending(false);
        return;
      }
      await consultancyFormApi.send(input);
      clearDraft(CONSULTANCY_DRAFT_KEY);
      showToast(successText, "success");
      onSubmitted(values);
    } catch (error) {
      setFailure(
        failed(
          serverMessage(
            errorText(error, {
              fallback: t(FAILURE_TEXTS.fallback),
              network: t(FAILURE_TEXTS.network),
            }),
            i18n,
          ),
        ),
      );
      setSending(false);
    }
  }

  return { submit, sending, failure };
}
