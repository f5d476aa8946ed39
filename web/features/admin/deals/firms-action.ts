import { parseWithZod } from "@conform-to/zod/v4";
import { FirmFormSchema } from "../../../../core/schemas/deal-firm";
import { toast } from "../../../components/ui/toast";
import { errorText } from "../../../lib/api";
import { type FormAnswer, type FormReply, replied } from "../actions";
import { fieldErrorsOf } from "../server-field-errors";
import { firmsApi } from "./firms-api";

/** A CSV of firms, as the tab's "Import CSV" sends it (as JSON). */
export type FirmsImport = { intent: "import"; csv: string };

const FAILED = { fallback: "The change was not saved.", network: "Network error: try again." };

/** The tab's CSV import, said in a toast. */
export async function importFirms({ csv }: FirmsImport): Promise<FormAnswer> {
  const at = Date.now();
  try {
    toast((await firmsApi.importCsv({ csv })).message, "success");
    return { ok: true, at };
  } catch (error) {
    toast(errorText(error, FAILED), "error");
    return { ok: false, at, error: errorText(error, FAILED) };
  }
}

/**
 * The firm form's post (a new firm, or the one its `id` names), checked with the form's schema,
 * sent, and said in a toast; a refusal's messages go back under their fields, or under the form.
 */
export async function saveFirm(formData: FormData): Promise<FormReply> {
  const submission = parseWithZod(formData, { schema: FirmFormSchema });
  if (submission.status !== "success") return replied(false, submission.reply());
  const id = formData.get("id");
  try {
    const saved =
      typeof id === "string"
        ? await firmsApi.update(id, submission.value)
        : await firmsApi.create(submission.value);
    toast(
      typeof id === "string" ? `Saved ${saved.name}.` : `${saved.name} added to the directory.`,
      "success",
    );
    return replied(true, submission.reply());
  } catch (error) {
    const fieldErrors = fieldErrorsOf(error);
    const text = errorText(error, FAILED);
    if (Object.keys(fieldErrors).length === 0) toast(text, "error");
    return replied(false, submission.reply({ fieldErrors }));
  }
}
