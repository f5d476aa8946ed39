import { loadPreview } from "../../features/admin/newsletters/newsletter-preview-load";
import { requireTab } from "../../features/admin/staff-session";
import type { Route } from "./+types/newsletter-preview";

// The live preview of a newsletter being written, for the editor's fetcher (no screen of its own):
// the subject and Markdown in the address, both parts of the mail in the answer.

export function clientLoader({ request, context }: Route.ClientLoaderArgs) {
  requireTab(context, "newsletters");
  const search = new URL(request.url).searchParams;
  const input = { subject: search.get("subject") ?? "", body: search.get("body") ?? "" };
  return loadPreview(input, request.signal, { wait: true });
}

/** The preview changes only with what is typed, never after a save elsewhere on the page. */
export const shouldRevalidate = () => false;
