import type { ErrorResponse } from "../../../../core/schemas/common";
import type { MemoInput } from "../../../../core/schemas/deal-memo";
import { toast } from "../../../components/ui/toast";
import { ApiError, errorText } from "../../../lib/api";
import type { FormAnswer } from "../actions";
import { memoApi } from "./memo-api";

/** What the memo's form sends the application record's clientAction. */
export type MemoIntent =
  | { intent: "memo-save"; input: MemoInput }
  | { intent: "memo-version"; input: MemoInput };

export type MemoSaved = FormAnswer & { issues?: NonNullable<ErrorResponse["issues"]> };

const FAILED = { fallback: "The memo was not saved.", network: "Network error: try again." };

/** Saves the draft, or starts the next version; says how it went in a toast. */
export async function memoAction(applicationId: string, intent: MemoIntent): Promise<MemoSaved> {
  const at = Date.now();
  try {
    const memo =
      intent.intent === "memo-save"
        ? await memoApi.saveDraft(applicationId, intent.input)
        : await memoApi.startVersion(applicationId, intent.input);
    toast(`Memo version ${memo.versions[0]?.version ?? 1} saved.`, "success");
    return { ok: true, at };
  } catch (error) {
    const issues = error instanceof ApiError ? (error.issues ?? []) : [];
    const message = errorText(error, FAILED);
    if (issues.length === 0) toast(message, "error");
    return { ok: false, at, issues, error: message };
  }
}
