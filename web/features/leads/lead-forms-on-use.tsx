import { type ComponentType, Suspense } from "react";
import { lazyOnUse } from "../../lib/code-on-use";
import type { PageFormAnswer } from "../../lib/form-action";

type LeadFormProps = { answer: PageFormAnswer | undefined };

/**
 * What a visitor comes to before a lead form: its dialog and the buttons that open it; and the
 * form itself, which React may draw anew before its code comes (then its code must load).
 */
const PARTS = ".lead-dialog, .lead-dialog__opener, .lead-form";

/**
 * A lead page's form, drawn whole by the server, hydrated when the visitor comes to its dialog or
 * to a button that opens it (docs/decisions/094-signup-code-on-use.md): the page's first load
 * carries no form code (conform's among it), and until the code comes the form posts to the
 * page's action as it does without scripts (docs/decisions/078-lead-forms-without-scripts.md).
 */
function onUse(Form: ComponentType<LeadFormProps>) {
  return function LeadFormOnUse(props: LeadFormProps) {
    return (
      <Suspense fallback={null}>
        <Form {...props} />
      </Suspense>
    );
  };
}

export const FounderLeadFormOnUse = onUse(
  import.meta.env.SSR
    ? (await import("./founder-lead-form")).FounderLeadForm
    : lazyOnUse(PARTS, () =>
        import("./founder-lead-form").then((module) => module.FounderLeadForm),
      ),
);

export const HandbookLeadFormOnUse = onUse(
  import.meta.env.SSR
    ? (await import("./handbook-lead-form")).HandbookLeadForm
    : lazyOnUse(PARTS, () =>
        import("./handbook-lead-form").then((module) => module.HandbookLeadForm),
      ),
);

export const FundingInterestFormOnUse = onUse(
  import.meta.env.SSR
    ? (await import("./funding-interest-form")).FundingInterestForm
    : lazyOnUse(PARTS, () =>
        import("./funding-interest-form").then((module) => module.FundingInterestForm),
      ),
);
