import { type FormEvent, useCallback, useEffect, useId, useState } from "react";
import { DOCUMENT_CATEGORIES } from "../../../../core/constants";
import {
  type AssignmentDocument,
  type DocumentCategory,
  DocumentInputSchema,
} from "../../../../core/schemas/document";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { useToast } from "../../../components/ui/toast";
import { errorText } from "../../../lib/api";
import { assignmentsApi } from "./assignments-api";

const failed = (error: unknown, text: string) =>
  errorText(error, { fallback: text, network: text });

/** The documents repository, one category at a time (default Operating Procedures). */
export function DocumentsPanel() {
  const id = useId();
  const showToast = useToast();
  const [documents, setDocuments] = useState<AssignmentDocument[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [category, setCategory] = useState<DocumentCategory>(DOCUMENT_CATEGORIES[0]);
  const [name, setName] = useState("");
  const [url, setUrl] = useState("");
  const [urlError, setUrlError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<AssignmentDocument | null>(null);
  const [busy, setBusy] = useState(false);

  const refresh = useCallback(async () => {
    try {
      setDocuments(await assignmentsApi.documents());
      setFailure(null);
    } catch (error) {
      setFailure(failed(error, "Failed to fetch documents"));
    }
  }, []);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  async function add(event: FormEvent) {
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
    setBusy(true);
    try {
      const created = await assignmentsApi.createDocument(parsed.data);
      setName("");
      setUrl("");
      showToast(`Document "${created.name}" added.`);
    } catch (error) {
      showToast(failed(error, "Failed to add document"), "error");
    } finally {
      setBusy(false);
    }
    await refresh();
  }

  async function remove(document: AssignmentDocument) {
    setDeleting(null);
    try {
      await assignmentsApi.deleteDocument(document._id);
      showToast(`Document "${document.name}" deleted.`);
    } catch (error) {
      showToast(failed(error, "Failed to delete document"), "error");
    }
    await refresh();
  }

  const shown = documents?.filter((document) => document.category === category) ?? [];

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
      {documents === null && !failure ? <p role="status">Loading documents...</p> : null}
      {failure ? (
        <p className="field__error" role="alert">
          {failure}
        </p>
      ) : null}
      {documents !== null && shown.length === 0 ? <p>No documents in this category.</p> : null}
      {shown.length > 0 ? (
        <ul className="documents" aria-label={`Documents: ${category}`}>
          {shown.map((document) => (
            <li key={document._id} className="document">
              <a href={document.url} target="_blank" rel="noopener noreferrer">
                {document.name}
              </a>
              <button
                type="button"
                className="button button--small"
                onClick={() => setDeleting(document)}
              >
                Delete<span className="visually-hidden"> document {document.name}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}

      <form className="document-form" onSubmit={add} noValidate aria-label="Add a document">
        <div className="field">
          <label htmlFor={`${id}-name`} className="field__label">
            Document name
          </label>
          <input id={`${id}-name`} value={name} onChange={(event) => setName(event.target.value)} />
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
            onChange={(event) => setUrl(event.target.value)}
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
        open={deleting !== null}
        title="Delete document"
        confirmLabel="Delete"
        onConfirm={() => deleting && void remove(deleting)}
        onCancel={() => setDeleting(null)}
      >
        <p>Delete the document "{deleting?.name}"?</p>
      </ConfirmDialog>
    </section>
  );
}
