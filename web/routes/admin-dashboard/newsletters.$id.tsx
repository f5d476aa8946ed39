import { sentAsJson } from "../../features/admin/actions";
import { Loaded, later } from "../../features/admin/lists/loaded";
import { NewsletterOpen } from "../../features/admin/newsletters/newsletter-open";
import { loadPreview } from "../../features/admin/newsletters/newsletter-preview-load";
import {
  NEW_NEWSLETTER,
  type NewslettersIntent,
  newslettersAction,
  saveDraft,
} from "../../features/admin/newsletters/newsletters-action";
import { newslettersApi } from "../../features/admin/newsletters/newsletters-api";
import { tabMeta } from "../../features/admin/shell/console-meta";
import { requireTab } from "../../features/admin/staff-session";
import { errorText } from "../../lib/api";
import type { Route } from "./+types/newsletters.$id";

export const meta = tabMeta("newsletters");

/** The newsletter (none for a new one) and the preview of its saved texts, in both languages. */
async function open(id: string, signal: AbortSignal) {
  const newsletter = id === NEW_NEWSLETTER ? null : await newslettersApi.one(id);
  const text = {
    subject: newsletter?.subject ?? "",
    body: newsletter?.body ?? "",
    subjectAr: newsletter?.subjectAr ?? "",
    bodyAr: newsletter?.bodyAr ?? "",
  };
  return { newsletter, preview: await loadPreview(text, signal, { wait: false }) };
}

export function clientLoader({ params, request, context }: Route.ClientLoaderArgs) {
  requireTab(context, "newsletters");
  return { opened: later(open(params.id, request.signal)) };
}

/** The editor's draft created or saved; a test sent, the newsletter sent or scheduled (as JSON). */
export async function clientAction({ request, params }: Route.ClientActionArgs) {
  if (sentAsJson(request)) return newslettersAction((await request.json()) as NewslettersIntent);
  return saveDraft(await request.formData(), params.id);
}

/** The newsletter open below the list, to write, test and send. */
export default function NewsletterRecord({ loaderData, params }: Route.ComponentProps) {
  return (
    <Loaded
      data={loaderData.opened}
      loading={<p role="status">Loading the newsletter...</p>}
      failure={(error) => (
        <p className="field__error" role="alert">
          {errorText(error, {
            fallback: "Failed to fetch the newsletter",
            network: "Something went wrong.",
          })}
        </p>
      )}
    >
      {({ newsletter, preview }) => (
        <NewsletterOpen key={params.id} newsletter={newsletter} preview={preview} />
      )}
    </Loaded>
  );
}
