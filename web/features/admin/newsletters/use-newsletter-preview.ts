import { useEffect, useState } from "react";
import type { NewsletterPreview } from "../../../../core/schemas/newsletter";
import { errorText } from "../../../lib/api";
import { newslettersApi } from "./newsletters-api";

/** How long the typing pauses before the preview is asked for again. */
const PAUSE_MS = 300;

/**
 * The preview of what is being written, as the server will send it (the same renderer): asked
 * for again once the typing pauses; an older answer never replaces a newer one.
 */
export function useNewsletterPreview(subject: string, body: string) {
  const [preview, setPreview] = useState<NewsletterPreview | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(() => {
      newslettersApi.preview({ subject, body }, controller.signal).then(
        (answer) => {
          setPreview(answer);
          setFailure(null);
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          setFailure(
            errorText(error, {
              fallback: "The preview failed.",
              network: "The preview failed: the server could not be reached.",
            }),
          );
        },
      );
    }, PAUSE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [subject, body]);
  return { preview, failure };
}
