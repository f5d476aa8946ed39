import { parse } from "@conform-to/react";
import { data } from "react-router";

/**
 * The most fields a posted form may hold, the most items a list in it, and the deepest its fields
 * may nest. The site's server forms are small and flat (the largest, a saved draft, has a field a
 * question; the deepest name is its `answers.<question>`, two levels; none posts a list), so these
 * are far past any form a browser of the site sends. Past them conform's reading is what would
 * fail the server: it gathers a name given again by copying the list so far, so 40,000 fields of
 * one name (350 kB) held the server 9.6 s; a field named `x[99999999]` makes a list of a hundred
 * million empty places, which the page's answer echoes back (`submission.reply()`) until the
 * process runs out of memory; and a name nested tens of thousands of levels deep overflows the
 * stack of conform's `reply()`.
 */
const FIELDS_MAX = 1_000;
const LIST_LENGTH_MAX = 1_000;
const DEPTH_MAX = 8;

/** Whether conform's reading of a form stays within the bounds above, walked without recursion. */
function withinBounds(payload: unknown): boolean {
  const pending: { value: unknown; depth: number }[] = [{ value: payload, depth: 0 }];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const { value, depth } = next;
    if (typeof value !== "object" || value === null || value instanceof Blob) continue;
    if (depth > DEPTH_MAX) return false;
    if (Array.isArray(value) && value.length > LIST_LENGTH_MAX) return false;
    for (const child of Object.values(value)) pending.push({ value: child, depth: depth + 1 });
  }
  return true;
}

/**
 * The form posted to a page's server action (docs/decisions/076-route-forms.md). A body that is
 * not a form a browser could have sent is refused with 400, the way an action refuses an unknown
 * intent, never left to fail as the server's error: another content type (JSON, none), a broken
 * multipart body, conform's own fields (`__intent__`, `__state__`) that conform cannot read, or
 * more fields, a longer list or a deeper nesting than any form of the site (above). Those are
 * checked here with conform's own parser, so the action's `parseWithZod` of the same form cannot
 * throw on them, nor its answer fail.
 */
export async function postedForm(request: Request): Promise<FormData> {
  let formData: FormData;
  try {
    formData = await request.formData();
  } catch {
    throw data(null, { status: 400 });
  }
  let fields = 0;
  for (const _ of formData.keys()) if (++fields > FIELDS_MAX) throw data(null, { status: 400 });
  let payload: unknown;
  try {
    ({ payload } = parse(formData, { resolve: () => ({ value: undefined }) }));
  } catch {
    throw data(null, { status: 400 });
  }
  if (!withinBounds(payload)) throw data(null, { status: 400 });
  return formData;
}
