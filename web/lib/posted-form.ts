import { parse } from "@conform-to/react";
import { data } from "react-router";

/**
 * The form posted to a page's server action (docs/decisions/076-route-forms.md). A body that is
 * not a form a browser could have sent is refused with 400, the way an action refuses an unknown
 * intent, never left to fail as the server's error: another content type (JSON, none), a broken
 * multipart body, or conform's own fields (`__intent__`, `__state__`) that conform cannot read.
 * Those are checked here by conform's own parser, so the action's `parseWithZod` of the same form
 * cannot throw on them.
 */
export async function postedForm(request: Request): Promise<FormData> {
  let formData: FormData;
  try {
    formData = await request.formData();
  } catch {
    throw data(null, { status: 400 });
  }
  try {
    parse(formData, { resolve: () => ({ value: undefined }) });
  } catch {
    throw data(null, { status: 400 });
  }
  return formData;
}
