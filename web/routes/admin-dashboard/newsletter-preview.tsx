import { loadPreview } from "../../features/admin/newsletters/newsletter-preview-load";
import { requireTab } from "../../features/admin/staff-session";
import type { Route } from "./+types/newsletter-preview";

// The live preview of a newsletter being written, for the editor's fetcher (no screen of its own):
// the subjects and Markdown in both languages in the address, both parts of the English mail and
// of the Arabic one in the answer.

export function clientLoader({ request, context }: Route.ClientLoaderArgs) {
  requireTab(context, "newsletters");
  const search = new URL(request.url).searchParams;
  const input = {
    subject: search.get("subject") ?? "",
    body: search.get("body") ?? "",
    subjectAr: search.get("subjectAr") ?? "",
    bodyAr: search.get("bodyAr") ?? "",
  };
  return loadPreview(input, request.signal, { wait: true });
}

/** The preview changes only with what is typed, never after a save elsewhere on the page. */
export const shouldRevalidate = () => false;
