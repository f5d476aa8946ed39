import { Link, useFetcher } from "react-router";
import type { Newsletter } from "../../../../core/schemas/newsletter";
import { tabPath } from "../../../console-tabs";
import { type ActionResult, AS_JSON } from "../actions";
import { NewsletterEditor } from "./newsletter-editor";
import type { PreviewAnswer } from "./newsletter-preview-load";
import { NewsletterSending } from "./newsletter-sending";
import type { NewslettersIntent } from "./newsletters-action";

/**
 * A newsletter open at its own address (or a new one): a draft to write (the editor's form), test
 * and send, each change through the route's clientAction. A newsletter already sent or scheduled is not edited.
 */
export function NewsletterOpen({
  newsletter,
  preview,
}: {
  newsletter: Newsletter | null;
  preview: PreviewAnswer;
}) {
  const changing = useFetcher<ActionResult>();
  const busy = changing.state !== "idle";
  const submit = (intent: NewslettersIntent) => void changing.submit(intent, AS_JSON);
  const label = newsletter ? `Edit ${newsletter.subject}` : "New newsletter";

  if (newsletter && newsletter.status !== "Draft") {
    return (
      <section className="newsletter-open" aria-label={newsletter.subject}>
        <p>
          “{newsletter.subject}” is {newsletter.status.toLowerCase()}: only a draft can be changed.
        </p>
        <Link to={tabPath("newsletters")}>Back to the newsletters</Link>
      </section>
    );
  }
  return (
    <section className="newsletter-open" aria-label={label}>
      <NewsletterEditor newsletter={newsletter} preview={preview} busy={busy}>
        {newsletter
          ? (saving) => (
              <NewsletterSending
                newsletter={newsletter}
                busy={busy || saving}
                onTest={(to) => submit({ intent: "test", id: newsletter._id, to })}
                onSend={(scheduledAt) =>
                  submit({ intent: "send", id: newsletter._id, scheduledAt })
                }
              />
            )
          : undefined}
      </NewsletterEditor>
    </section>
  );
}
