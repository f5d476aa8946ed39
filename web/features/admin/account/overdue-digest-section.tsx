import { getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useFetcher } from "react-router";
import {
  OverdueDigestFormSchema,
  type OverdueDigestState,
} from "../../../../core/schemas/overdue-applications";
import { FormAlert } from "../../../components/ui/form-alert";
import { errorText } from "../../../lib/api";
import type { FormReply } from "../actions";
import { Loaded } from "../lists/loaded";
import { OVERDUE_DIGEST_INTENT } from "./account-action";
import "../../../styles/deal-digest.css";

const TEXTS = { fallback: "That did not work.", network: "Something went wrong." };

/**
 * The switch, a conform form posted to the screen's clientAction: the box ticked or not, then
 * Save. Drawn afresh from what the screen loads again after a save (its key is the setting).
 */
function OverdueDigestForm({ digest }: { digest: OverdueDigestState }) {
  const saving = useFetcher<FormReply>();
  const [form, fields] = useForm({
    id: "overdue-digest-form",
    lastResult: saving.data?.result,
    defaultValue: { on: digest.on ? "on" : "" },
    shouldValidate: "onSubmit",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: OverdueDigestFormSchema }),
  });
  const { key, ...box } = getInputProps(fields.on, { type: "checkbox" });
  const sending = saving.state !== "idle";
  return (
    <saving.Form
      method="post"
      id={form.id}
      className="form"
      onSubmit={form.onSubmit}
      noValidate
      aria-label="Daily mail of overdue applications"
    >
      <input type="hidden" name="intent" value={OVERDUE_DIGEST_INTENT} />
      <label className="digest-switch">
        <input
          key={key}
          {...box}
          disabled={!digest.email}
          aria-describedby="overdue-digest-where"
        />{" "}
        E-mail me the overdue applications each morning
      </label>
      <p id="overdue-digest-where" className="account__hint">
        {digest.email
          ? `It goes to ${digest.email}, each morning at 08:00 Gulf time, on days when an application is overdue.`
          : "Your sign-in name is not an e-mail address, so the mail has nowhere to go."}
      </p>
      <FormAlert message={form.errors?.[0] ?? fields.on.errors?.[0] ?? null} />
      {digest.email ? (
        <button type="submit" className="button" disabled={sending}>
          {sending ? "Saving…" : "Save"}
        </button>
      ) : null}
    </saving.Form>
  );
}

/**
 * The daily mail of overdue applications (docs/product.md, 5.13): the paid applications past the
 * decision target, each morning there is one. The bell shows them either way. Admins only.
 */
export function OverdueDigestSection({ digest }: { digest: Promise<OverdueDigestState> }) {
  return (
    <section className="account__section" aria-labelledby="overdue-digest-title">
      <h2 id="overdue-digest-title">Daily overdue mail</h2>
      <p>
        A mail each morning listing the paid applications past the firm's decision target, with
        their business days since payment. None overdue, no mail. Off unless you turn it on.
      </p>
      <Loaded
        data={digest}
        loading={<p role="status">Loading…</p>}
        failure={(error) => <FormAlert message={errorText(error, TEXTS)} />}
      >
        {(loaded) => <OverdueDigestForm key={String(loaded.on)} digest={loaded} />}
      </Loaded>
    </section>
  );
}
