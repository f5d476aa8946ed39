import type { FirmInput } from "../../../../core/schemas/affiliated-firm";
import type { ErrorResponse } from "../../../../core/schemas/common";
import { toast } from "../../../components/ui/toast";
import { ApiError, errorText } from "../../../lib/api";
import type { FormAnswer } from "../actions";
import { firmsApi } from "./firms-api";

/** What the Affiliated firms tab sends its clientAction. */
export type FirmIntent =
  | { intent: "save"; id?: string; input: FirmInput }
  | { intent: "import"; csv: string };

/** Saved (the form closes), or refused with the server's messages for the fields. */
export type FirmSaved = FormAnswer & { issues?: NonNullable<ErrorResponse["issues"]> };

const FAILED = { fallback: "The change was not saved.", network: "Network error: try again." };

/** The clientAction of the tab and its records: each change said in a toast. */
export async function firmsAction(intent: FirmIntent): Promise<FirmSaved> {
  const at = Date.now();
  try {
    if (intent.intent === "import") {
      const result = await firmsApi.importCsv({ csv: intent.csv });
      toast(result.message, "success");
      return { ok: true, at };
    }
    const saved = intent.id
      ? await firmsApi.update(intent.id, intent.input)
      : await firmsApi.create(intent.input);
    toast(intent.id ? `Saved ${saved.name}.` : `${saved.name} added to the directory.`, "success");
    return { ok: true, at };
  } catch (error) {
    const issues = error instanceof ApiError ? (error.issues ?? []) : [];
    if (issues.length === 0 || intent.intent === "import") toast(errorText(error, FAILED), "error");
    return { ok: false, at, issues, error: errorText(error, FAILED) };
  }
}
