import { type FormEvent, useState } from "react";
import { useFetcher } from "react-router";
import { Field } from "../../../components/ui/field";
import { AS_JSON } from "../actions";
import type { SubscribersImported, SubscribersIntent } from "./subscribers-action";

/**
 * Staff add addresses (one a line, or separated by commas) through the tab's clientAction: each
 * new one is asked to confirm by mail; a suppressed one (unsubscribed, bounced, complained) is left
 * out and never mailed. The list loads again after.
 */
export function SubscriberImport() {
  const [addresses, setAddresses] = useState("");
  const importing = useFetcher<SubscribersImported>();
  const answer = importing.data;

  function submit(event: FormEvent) {
    event.preventDefault();
    const intent: SubscribersIntent = { intent: "import", addresses };
    void importing.submit(intent, AS_JSON);
  }

  return (
    <details className="subscriber-import">
      <summary>Import addresses</summary>
      <form onSubmit={submit} noValidate aria-label="Import addresses">
        <Field
          label="Addresses"
          hint="One a line, or separated by commas. Each new address gets a mail asking to confirm."
          {...(answer && !answer.ok ? { error: answer.error } : {})}
        >
          {(control) => (
            <textarea
              {...control}
              rows={5}
              value={addresses}
              onChange={(event) => setAddresses(event.target.value)}
            />
          )}
        </Field>
        <button type="submit" className="button" disabled={importing.state !== "idle"}>
          Import
        </button>
        <p role="status">
          {answer?.ok
            ? `${answer.result.message}${answer.result.invalid.length > 0 ? ` Not addresses: ${answer.result.invalid.join(", ")}.` : ""}`
            : ""}
        </p>
      </form>
    </details>
  );
}
