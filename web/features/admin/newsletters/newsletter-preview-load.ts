import type {
  NewsletterPreview,
  NewsletterPreviewInput,
} from "../../../../core/schemas/newsletter";
import { errorText } from "../../../lib/api";
import { PATHS } from "../../../paths";
import { newslettersApi } from "./newsletters-api";

/** The preview of what is being written, or why it could not be made. */
export type PreviewAnswer = { preview: NewsletterPreview } | { failure: string };

/** How long the typing pauses before the preview is asked for. */
const PAUSE_MS = 300;

/** The preview's route, read by the editor's fetcher (routes/admin-dashboard/newsletter-preview.tsx). */
export const previewPath = ({
  subject,
  body,
  subjectAr = "",
  bodyAr = "",
}: NewsletterPreviewInput) =>
  `${PATHS.adminDashboard}/newsletter-preview?${new URLSearchParams({ subject, body, subjectAr, bodyAr })}`;

/** Waits for the typing to pause; a newer load aborts the wait (and the call after it). */
const pause = (signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, PAUSE_MS);
    signal.addEventListener("abort", () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });

/**
 * Both parts of the mail, rendered by the server as it will send them. Asked for once the typing
 * pauses: each keystroke loads the editor's fetcher again, which aborts the load before it, so an
 * older answer never replaces a newer one.
 */
export async function loadPreview(
  input: NewsletterPreviewInput,
  signal: AbortSignal,
  { wait }: { wait: boolean },
): Promise<PreviewAnswer> {
  if (wait) await pause(signal);
  try {
    return { preview: await newslettersApi.preview(input, signal) };
  } catch (error) {
    if (signal.aborted) throw error;
    return {
      failure: errorText(error, {
        fallback: "The preview failed.",
        network: "The preview failed: the server could not be reached.",
      }),
    };
  }
}
