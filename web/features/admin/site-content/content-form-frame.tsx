import type { FormEvent, ReactNode } from "react";

/** The frame of the event and cohort forms: a titled section, the fields, Save and Cancel. */
export function ContentFormFrame({
  headingId,
  heading,
  editing,
  busy,
  onSubmit,
  onCancel,
  children,
}: {
  headingId: string;
  heading: string;
  /** Editing a saved item ("Save changes"), or making a new one ("Save as draft"). */
  editing: boolean;
  busy: boolean;
  onSubmit: (event: FormEvent) => void;
  onCancel: () => void;
  children: ReactNode;
}) {
  return (
    <section className="content-form" aria-labelledby={headingId}>
      <h3 id={headingId}>{heading}</h3>
      <form noValidate onSubmit={onSubmit}>
        {children}
        <div className="content-actions">
          <button type="submit" className="button button--primary" disabled={busy}>
            {editing ? "Save changes" : "Save as draft"}
          </button>
          <button type="button" className="button" onClick={onCancel}>
            Cancel
          </button>
        </div>
      </form>
    </section>
  );
}
