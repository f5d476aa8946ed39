import { useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useFetcher } from "react-router";
import { SubscriberImportFormSchema } from "../../../../core/schemas/newsletter";
import { LongTextField } from "../../../components/ui/form-fields";
import type { SubscribersImported } from "./subscribers-action";

/**
 * Staff add addresses (one a line, or separated by commas): a conform form posted to the tab's
 * clientAction, which checks it with the same schema. Each new address is asked to confirm by
 * mail; a suppressed one (unsubscribed, bounced, complained) is left out and never mailed. What
 * was typed stays; the list loads again after.
 */
export function SubscriberImport() {
  const importing = useFetcher<SubscribersImported>();
  const [form, fields] = useForm({
    id: "subscriber-import",
    lastResult: importing.data?.result,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: SubscriberImportFormSchema }),
  });
  const imported = importing.data?.imported;

  return (
    <details className="subscriber-import">
      <summary>Import addresses</summary>
      <importing.Form
        method="post"
        id={form.id}
        onSubmit={form.onSubmit}
        noValidate
        aria-label="Import addresses"
      >
        <input type="hidden" name="intent" value="import" />
        <LongTextField
          field={fields.addresses}
          label="Addresses"
          hint="One a line, or separated by commas. Each new address gets a mail asking to confirm."
          rows={5}
        />
        <button type="submit" className="button" disabled={importing.state !== "idle"}>
          Import
        </button>
        <p role="status">
          {imported
            ? `${imported.message}${imported.invalid.length > 0 ? ` Not addresses: ${imported.invalid.join(", ")}.` : ""}`
            : ""}
        </p>
      </importing.Form>
    </details>
  );
}
