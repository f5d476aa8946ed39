import { getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useFetcher, useSearchParams } from "react-router";
import { LIST_SORTS } from "../../../../core/schemas/list";
import { type SavedView, ViewFormSchema, type ViewList } from "../../../../core/schemas/saved-view";
import { TextField } from "../../../components/ui/form-fields";
import type { FormReply } from "../actions";
import { HIDDEN_COLUMNS_PARAM } from "../lists/column-chooser";
import { viewsPath } from "./views-action";

/** What the URL shows now, as a view's settings. */
function settingsOf(params: URLSearchParams): SavedView["settings"] {
  const q = params.get("q");
  const status = params.get("status");
  const sort = params.get("sort");
  const hidden = params.get(HIDDEN_COLUMNS_PARAM);
  return {
    ...(q ? { q } : {}),
    ...(status ? { status } : {}),
    ...(sort ? { sort: LIST_SORTS.find((known) => known === sort) } : {}),
    ...(hidden ? { hiddenColumns: hidden.split(",") } : {}),
  };
}

/**
 * "Save this view": a name, and whether the team sees it, for the search, filter, sort and columns
 * the list shows now (sent beside them as hidden fields). A conform form posted to the list's views
 * route; a view saved empties it.
 */
export function SaveViewForm({ list }: { list: ViewList }) {
  const [params] = useSearchParams();
  const saving = useFetcher<FormReply>();
  const [form, fields] = useForm({
    id: `save-view-${list}`,
    lastResult: saving.data?.result,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ViewFormSchema }),
  });
  const { q, status, sort, hiddenColumns = [] } = settingsOf(params);
  const kept = { "settings.q": q, "settings.status": status, "settings.sort": sort };
  const { key: sharedKey, ...shared } = getInputProps(fields.shared, { type: "checkbox" });
  return (
    <saving.Form
      method="post"
      action={viewsPath(list)}
      id={form.id}
      className="views__save"
      onSubmit={form.onSubmit}
      noValidate
    >
      <h3 className="views__heading">Save this view</h3>
      <input type="hidden" name="intent" value="save" />
      {Object.entries(kept).map(([name, value]) =>
        value ? <input key={name} type="hidden" name={name} value={value} /> : null,
      )}
      {hiddenColumns.map((column, index) => (
        <input
          key={column}
          type="hidden"
          name={`settings.hiddenColumns[${index}]`}
          value={column}
        />
      ))}
      <TextField
        field={fields.name}
        label="View name"
        hint="Keeps the search, status filter, sort and columns shown now."
      />
      <label className="checkbox">
        <input key={sharedKey} {...shared} />
        Share with the team
      </label>
      <button type="submit" className="button button--primary">
        Save view
      </button>
    </saving.Form>
  );
}
