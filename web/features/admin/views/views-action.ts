import type { SavedView, ViewList, ViewSettings } from "../../../../core/schemas/saved-view";
import { toast } from "../../../components/ui/toast";
import { errorText } from "../../../lib/api";
import { answered, type FormAnswer } from "../actions";
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

/** What the Views menu sends: a new view, or one's own renamed, shared or unshared, deleted. */
export type ViewsIntent =
  | { intent: "save"; name: string; shared: boolean; settings: ViewSettings }
  | { intent: "rename"; id: string; name: string }
  | { intent: "share"; id: string; name: string; shared: boolean }
  | { intent: "delete"; id: string; name: string };

/**
 * The views' clientAction: each change said in a toast; a new or renamed view's refusal said under
 * its name instead. The menu's views load again after it.
 */
export async function viewsAction(list: ViewList, intent: ViewsIntent): Promise<FormAnswer> {
  try {
    switch (intent.intent) {
      case "save": {
        const { name, shared, settings } = intent;
        const view = await viewsApi.save({ list, name, shared, settings });
        toast(`View “${view.name}” saved`, "success");
        break;
      }
      case "rename":
        await viewsApi.update(intent.id, { name: intent.name });
        toast(`View renamed “${intent.name.trim()}”`, "success");
        break;
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
    if (intent.intent === "share" || intent.intent === "delete") toast(text, "error");
    return answered(false, text);
  }
}
