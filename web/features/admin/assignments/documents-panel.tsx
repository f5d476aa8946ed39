import { useState } from "react";
import { useFetcher } from "react-router";
import { DOCUMENT_CATEGORIES } from "../../../../core/constants";
import type { AssignmentDocument, DocumentCategory } from "../../../../core/schemas/document";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { errorText } from "../../../lib/api";
import { AS_JSON, type FormAnswer } from "../actions";
import { Loaded } from "../lists/loaded";
import type { AssignmentsIntent } from "./assignments-action";
import { DocumentForm } from "./document-form";

const FETCH_FAILED = "Failed to fetch documents";

/**
 * The documents repository, one category at a time (default Operating Procedures), and the form
 * that adds one. Adding and deleting go through the view's clientAction; the documents load again
 * after each.
 */
export function DocumentsPanel({ documents }: { documents: Promise<AssignmentDocument[]> }) {
  const deleting = useFetcher<FormAnswer>();
  const [category, setCategory] = useState<DocumentCategory>(DOCUMENT_CATEGORIES[0]);
  const [confirming, setConfirming] = useState<AssignmentDocument | null>(null);

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

      <DocumentForm category={category} onCategoryChange={setCategory} />

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
