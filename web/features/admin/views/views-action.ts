import type { Submission } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import {
  type SavedView,
  ViewFormSchema,
  type ViewList,
  ViewNameFormSchema,
} from "../../../../core/schemas/saved-view";
import { toast } from "../../../components/ui/toast";
import { errorText } from "../../../lib/api";
import { answered, type FormAnswer, type FormReply, replied } from "../actions";
import { viewsApi } from "./views-api";

const FAILED = { fallback: "Something went wrong.", network: "Something went wrong." };

/** Where a list's saved views are read and changed: a route of their own, for the Views menu's fetchers. */
export const viewsPath = (list: ViewList) => `/admin-dashboard/views/${list}`;

/** The views of a list, or why they could not be read (said in a toast, as any failed call). */
export async function loadViews(list: ViewList): Promise<SavedView[] | null> {
  try {
    return await viewsApi.list(list);
  } catch (error) {
    toast(errorText(error, FAILED), "error");
    return null;
  }
}

/** What the Views menu's buttons send: one's own view shared or unshared, or deleted. */
export type ViewsIntent =
  | { intent: "share"; id: string; name: string; shared: boolean }
  | { intent: "delete"; id: string; name: string };

/**
 * The Views menu's forms, posted as form data: a new view saved (`intent` save), or one's own
 * renamed (`intent` rename, with its `id`). Checked with the server's schema, then sent; the form
 * empties, or says why not under the name. The menu's views load again after it.
 */
export async function viewFormAction(list: ViewList, formData: FormData): Promise<FormReply> {
  const id = formData.get("id");
  if (formData.get("intent") === "rename" && typeof id === "string") {
    const submission = parseWithZod(formData, { schema: ViewNameFormSchema });
    if (submission.status !== "success") return replied(false, submission.reply());
    return sent(submission, async () => {
      await viewsApi.update(id, { name: submission.value.name });
      toast(`View renamed “${submission.value.name}”`, "success");
    });
  }
  const submission = parseWithZod(formData, { schema: ViewFormSchema });
  if (submission.status !== "success") return replied(false, submission.reply());
  return sent(submission, async () => {
    const view = await viewsApi.save({ list, ...submission.value });
    toast(`View “${view.name}” saved`, "success");
  });
}

/** A checked form's call made: the form empties, or the refusal is said under the name. */
async function sent(
  submission: { reply: Submission<unknown>["reply"] },
  call: () => Promise<void>,
): Promise<FormReply> {
  try {
    await call();
    return replied(true, submission.reply({ resetForm: true }));
  } catch (error) {
    return replied(false, submission.reply({ fieldErrors: { name: [errorText(error, FAILED)] } }));
  }
}

/**
 * The views' clientAction for the buttons: each change said in a toast. The menu's views load
 * again after it.
 */
export async function viewsAction(intent: ViewsIntent): Promise<FormAnswer> {
  try {
    switch (intent.intent) {
      case "share":
        await viewsApi.update(intent.id, { shared: intent.shared });
        toast(
          intent.shared ? `View “${intent.name}” is shared` : `View “${intent.name}” is private`,
          "success",
        );
        break;
      case "delete":
        await viewsApi.remove(intent.id);
        toast(`View “${intent.name}” deleted`, "success");
        break;
    }
    return answered(true);
  } catch (error) {
    const text = errorText(error, FAILED);
    toast(text, "error");
    return answered(false, text);
  }
}
