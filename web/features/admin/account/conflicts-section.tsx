import { useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useFetcher } from "react-router";
import { CONFLICT_KIND_LABELS, CONFLICT_KINDS } from "../../../../core/conflicts";
import { type Conflicts, ConflictsFormSchema } from "../../../../core/schemas/conflicts";
import { FormAlert } from "../../../components/ui/form-alert";
import { ChoiceField, TextField } from "../../../components/ui/form-fields";
import { errorText } from "../../../lib/api";
import type { FormReply } from "../actions";
import { Loaded } from "../lists/loaded";
import { CONFLICTS_INTENT } from "./account-action";

const TEXTS = { fallback: "That did not work.", network: "Something went wrong." };
const NEW_ROW = { kind: "", name: "", domain: "" };

/**
 * The declarations as a conform list, posted whole to the screen's clientAction: a row per
 * company (what ties you to it, its name, its domain), added and removed by conform's own buttons,
 * then Save. Drawn afresh from what the screen loads again after a save.
 */
function ConflictsForm({ declared }: { declared: Conflicts["conflicts"] }) {
  const saving = useFetcher<FormReply>();
  const [form, fields] = useForm({
    id: "conflicts-form",
    lastResult: saving.data?.result,
    defaultValue: {
      conflicts: declared.map(({ kind, name, domain }) => ({ kind, name, domain: domain ?? "" })),
    },
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ConflictsFormSchema }),
  });
  const rows = fields.conflicts.getFieldList();
  const sending = saving.state !== "idle";
  return (
    <saving.Form
      method="post"
      id={form.id}
      className="form conflicts-form"
      onSubmit={form.onSubmit}
      noValidate
      aria-label="Declared conflicts of interest"
    >
      <input type="hidden" name="intent" value={CONFLICTS_INTENT} />
      {rows.length === 0 ? <p>You have declared no conflict of interest.</p> : null}
      {rows.map((row, index) => {
        const conflict = row.getFieldset();
        const number = index + 1;
        return (
          <fieldset key={row.key} className="conflicts-form__row">
            <legend>Declaration {number}</legend>
            <ChoiceField
              field={conflict.kind}
              label="What ties you to it"
              placeholder="Choose one"
              options={CONFLICT_KINDS}
              optionLabel={(kind) =>
                CONFLICT_KIND_LABELS[kind as keyof typeof CONFLICT_KIND_LABELS]
              }
            />
            <TextField field={conflict.name} label="Company" />
            <TextField
              field={conflict.domain}
              label="Web domain"
              optional
              hint="e.g. qahwapay.com"
            />
            <button
              className="button button--small"
              {...form.remove.getButtonProps({ name: fields.conflicts.name, index })}
            >
              Remove declaration {number}
            </button>
          </fieldset>
        );
      })}
      <FormAlert message={form.errors?.[0] ?? fields.conflicts.errors?.[0] ?? null} />
      <div className="conflicts-form__actions">
        <button
          className="button"
          {...form.insert.getButtonProps({ name: fields.conflicts.name, defaultValue: NEW_ROW })}
        >
          Add a declaration
        </button>
        <button type="submit" className="button button--primary" disabled={sending}>
          {sending ? "Saving…" : "Save declarations"}
        </button>
      </div>
    </saving.Form>
  );
}

/**
 * Conflicts of interest (docs/product.md, section 5.4): the companies the person is tied to. An
 * application that matches one is never offered to them, and its review is closed to them.
 */
export function ConflictsSection({ conflicts }: { conflicts: Promise<Conflicts> }) {
  return (
    <section className="account__section" aria-labelledby="conflicts-title">
      <h2 id="conflicts-title">Conflicts of interest</h2>
      <p>
        Declare the companies you invested in or advise, their competitors, your family's companies
        and your former employers. An application from one of them (by its name, or a founder's
        address or website on its domain) is never offered to you, and you cannot score it or read
        its scorecards. Only you and the matching see this list.
      </p>
      <Loaded
        data={conflicts}
        loading={<p role="status">Loading…</p>}
        failure={(error) => <FormAlert message={errorText(error, TEXTS)} />}
      >
        {(loaded) => (
          <ConflictsForm
            key={loaded.conflicts.map((row) => row._id).join()}
            declared={loaded.conflicts}
          />
        )}
      </Loaded>
    </section>
  );
}
