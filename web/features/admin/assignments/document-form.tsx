import { useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useFetcher } from "react-router";
import { DOCUMENT_CATEGORIES } from "../../../../core/constants";
import { type DocumentCategory, DocumentInputSchema } from "../../../../core/schemas/document";
import { Field } from "../../../components/ui/field";
import { FormAlert } from "../../../components/ui/form-alert";
import { TextField } from "../../../components/ui/form-fields";
import type { FormReply } from "../actions";

/**
 * A new document: a name and a link, both required, else 'Please fill in all fields.'
 * (docs/product.md, section 5.5), filed under the category the panel shows unless another is
 * chosen. A conform form posted to the view's clientAction; each document added empties the name
 * and the link.
 */
export function DocumentForm({
  category,
  onCategoryChange,
}: {
  category: DocumentCategory;
  onCategoryChange: (category: DocumentCategory) => void;
}) {
  const adding = useFetcher<FormReply>();
  const [form, fields] = useForm({
    id: "document-form",
    lastResult: adding.data?.result,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: DocumentInputSchema }),
  });
  const blank = [fields.name, fields.url].some((field) => field.errors && !field.value);
  return (
    <adding.Form
      method="post"
      id={form.id}
      className="document-form"
      onSubmit={form.onSubmit}
      noValidate
      aria-label="Add a document"
    >
      <input type="hidden" name="intent" value="document-create" />
      <TextField field={fields.name} label="Document name" />
      <TextField field={fields.url} label="Link (http or https)" type="url" />
      {/* The category the panel shows, chosen here or with its buttons. */}
      <Field label="File under">
        {(control) => (
          <select
            {...control}
            name={fields.category.name}
            value={category}
            onChange={(event) => {
              const next = DOCUMENT_CATEGORIES.find((option) => option === event.target.value);
              if (next) onCategoryChange(next);
            }}
          >
            {DOCUMENT_CATEGORIES.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        )}
      </Field>
      <FormAlert message={blank ? "Please fill in all fields." : null} />
      <button type="submit" className="button button--primary" disabled={adding.state !== "idle"}>
        Add document
      </button>
    </adding.Form>
  );
}
