import type { FormMetadata } from "@conform-to/react";
import type { ReactNode } from "react";
import type { FetcherWithComponents } from "react-router";
import type { ContentSaved } from "./site-content-action";

/**
 * The frame of the event and cohort forms: a titled section, the fields, Save and Cancel. A
 * conform form posted by the form's own fetcher to the tab's clientAction, with what it saves (an
 * event or a cohort) and, when it edits one, its id.
 */
export function ContentFormFrame<
  Values extends Record<string, unknown>,
  Item extends { _id: string },
>({
  kind,
  heading,
  form,
  editing,
  saving,
  onClose,
  children,
}: {
  kind: "event" | "cohort";
  heading: string;
  form: FormMetadata<Values>;
  /** The item edited; none for a new one. */
  editing: Item | undefined;
  saving: FetcherWithComponents<ContentSaved>;
  onClose: () => void;
  children: ReactNode;
}) {
  const headingId = editing ? `edit-${kind}-${editing._id}` : `new-${kind}`;
  return (
    <section className="content-form" aria-labelledby={headingId}>
      <h3 id={headingId}>{heading}</h3>
      <saving.Form method="post" id={form.id} onSubmit={form.onSubmit} noValidate>
        <input type="hidden" name="kind" value={kind} />
        {editing ? <input type="hidden" name="id" value={editing._id} /> : null}
        {children}
        <div className="content-actions">
          <button
            type="submit"
            className="button button--primary"
            disabled={saving.state !== "idle"}
          >
            {editing ? "Save changes" : "Save as draft"}
          </button>
          <button type="button" className="button" onClick={onClose}>
            Cancel
          </button>
        </div>
      </saving.Form>
    </section>
  );
}
