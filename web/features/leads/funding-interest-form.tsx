import { Trans, useLingui } from "@lingui/react/macro";
import { Form } from "react-router";
import type { FundingInterestSchema } from "../../../core/schemas/funding-interest";
import { EmailField, LongTextField, TextField } from "../../components/ui/form-fields";
import type { PageFormAnswer } from "../../lib/form-action";
import { leadFailureText } from "./lead-answer";
import { FormError } from "./lead-dialog";
import { useLeadForm } from "./use-lead-form";

const EMPTY = { name: "", email: "", company: "", idea: "" };

/**
 * The 'Funding Application' modal's form on /test-9, posted to its page's action and stored
 * (web/routes/handbook-thank-you.tsx; docs/architecture.md, rule 2).
 */
export function FundingInterestForm({ answer }: { answer: PageFormAnswer | undefined }) {
  const { i18n, t } = useLingui();
  const { form, fields, submitting, hydrated, onFocus, onSubmit } = useLeadForm<
    typeof FundingInterestSchema
  >({
    rules: () => import("./lead-rules").then((rules) => rules.checkFundingInterest),
    defaultValue: EMPTY,
    answer,
  });

  return (
    <Form
      method="post"
      className="form lead-form"
      id={form.id}
      onSubmit={onSubmit}
      onFocus={onFocus}
      noValidate
      data-hydrated={hydrated ? "true" : undefined}
      aria-label={t`Funding application`}
    >
      <TextField field={fields.name} label={t`Name`} autoComplete="name" />
      <EmailField field={fields.email} label={t`E-mail`} />
      <TextField
        field={fields.company}
        label={t`Company or startup name`}
        optional
        autoComplete="organization"
      />
      <LongTextField field={fields.idea} label={t`Your idea, in short`} rows={4} />
      <button type="submit" className="button button--primary" disabled={submitting}>
        {submitting ? <Trans>Sending…</Trans> : <Trans>Submit Application</Trans>}
      </button>
      <FormError text={leadFailureText(answer, t`Submission failed. Please try again.`, i18n)} />
    </Form>
  );
}
