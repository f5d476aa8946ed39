import { type FormEvent, useId, useState } from "react";
import { useFetcher } from "react-router";
import { DOCUMENT_CATEGORIES } from "../../../../core/constants";
import {
  type AssignmentDocument,
  type DocumentCategory,
  DocumentInputSchema,
} from "../../../../core/schemas/document";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { useToast } from "../../../components/ui/toast";
import { errorText } from "../../../lib/api";
import { AS_JSON, type FormAnswer, useValuesSince } from "../actions";
import { Loaded } from "../lists/loaded";
import type { AssignmentsIntent } from "./assignments-action";

const FETCH_FAILED = "Failed to fetch documents";

/**
 * The documents repository, one category at a time (default Operating Procedures). Adding and
 * deleting go through the view's clientAction; the documents load again after each.
 */
export function DocumentsPanel({ documents }: { documents: Promise<AssignmentDocument[]> }) {
  const id = useId();
  const showToast = useToast();
  const adding = useFetcher<FormAnswer>();
  const deleting = useFetcher<FormAnswer>();
  const [category, setCategory] = useState<DocumentCategory>(DOCUMENT_CATEGORIES[0]);
  // A document added empties the name and link.
  const [link, setLink] = useValuesSince({ name: "", url: "" }, adding.data);
  const { name, url } = link;
  const [urlError, setUrlError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<AssignmentDocument | null>(null);
  const busy = adding.state !== "idle";

  function add(event: FormEvent) {
    event.preventDefault();
    if (!name.trim() || !url.trim()) {
      setUrlError(null);
      showToast("Please fill in all fields.", "error");
      return;
    }
    const parsed = DocumentInputSchema.safeParse({ name, url, category });
    if (!parsed.success) {
      setUrlError(parsed.error.issues[0]?.message ?? "Enter a valid http(s) URL");
      return;
    }
    setUrlError(null);
    const intent: AssignmentsIntent = { intent: "document-create", input: parsed.data };
    void adding.submit(intent, AS_JSON);
  }

  function remove(document: AssignmentDocument) {
    setConfirming(null);
    const intent: AssignmentsIntent = {
      intent: "document-delete",
      documentId: document._id,
      name: document.name,
    };
    void deleting.submit(intent, AS_JSON);
  }

  return (
    <section className="assign-card documents-panel" aria-labelledby="documents-heading">
      <h2 id="documents-heading">Documents</h2>
      <fieldset className="document-filter">
        <legend className="visually-hidden">Category</legend>
        {DOCUMENT_CATEGORIES.map((option) => (
          <button
            key={option}
            type="button"
            className="document-filter__option"
            aria-pressed={option === category}
            onClick={() => setCategory(option)}
          >
            {option}
          </button>
        ))}
      </fieldset>

      <h3 className="documents-panel__category">{category}</h3>
      <Loaded
        data={documents}
        loading={<p role="status">Loading documents...</p>}
        failure={(error) => (
          <p className="field__error" role="alert">
            {errorText(error, { fallback: FETCH_FAILED, network: FETCH_FAILED })}
          </p>
        )}
      >
        {(loaded) => {
          const shown = loaded.filter((document) => document.category === category);
          return shown.length === 0 ? (
            <p>No documents in this category.</p>
          ) : (
            <ul className="documents" aria-label={`Documents: ${category}`}>
              {shown.map((document) => (
                <li key={document._id} className="document">
                  <a href={document.url} target="_blank" rel="noopener noreferrer">
                    {document.name}
                  </a>
                  <button
                    type="button"
                    className="button button--small"
                    onClick={() => setConfirming(document)}
                  >
                    Delete<span className="visually-hidden"> document {document.name}</span>
                  </button>
                </li>
              ))}
            </ul>
          );
        }}
      </Loaded>

      <form className="document-form" onSubmit={add} noValidate aria-label="Add a document">
        <div className="field">
          <label htmlFor={`${id}-name`} className="field__label">
            Document name
          </label>
          <input
            id={`${id}-name`}
            value={name}
            onChange={(event) => setLink({ ...link, name: event.target.value })}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-url`} className="field__label">
            Link (http or https)
          </label>
          <input
            id={`${id}-url`}
            type="url"
            inputMode="url"
            value={url}
            aria-invalid={Boolean(urlError)}
            aria-describedby={urlError ? `${id}-url-error` : undefined}
            onChange={(event) => setLink({ ...link, url: event.target.value })}
          />
          {urlError ? (
            <p id={`${id}-url-error`} className="field__error">
              {urlError}
            </p>
          ) : null}
        </div>
        <div className="field">
          <label htmlFor={`${id}-category`} className="field__label">
            File under
          </label>
          <select
            id={`${id}-category`}
            value={category}
            onChange={(event) => {
              const next = DOCUMENT_CATEGORIES.find((option) => option === event.target.value);
              if (next) setCategory(next);
            }}
          >
            {DOCUMENT_CATEGORIES.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button button--primary" disabled={busy}>
          Add document
        </button>
      </form>

      <ConfirmDialog
        open={confirming !== null}
        title="Delete document"
        confirmLabel="Delete"
        onConfirm={() => confirming && remove(confirming)}
        onCancel={() => setConfirming(null)}
      >
        <p>Delete the document "{confirming?.name}"?</p>
      </ConfirmDialog>
    </section>
  );
}
