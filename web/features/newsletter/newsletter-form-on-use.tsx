import { type ComponentProps, Suspense } from "react";
import { lazyOnUse } from "../../lib/code-on-use";
import type { NewsletterForm } from "./newsletter-form";

/** The form itself: on the server at once, in the browser once it is about to be used. */
const Form = import.meta.env.SSR
  ? (await import("./newsletter-form")).NewsletterForm
  : lazyOnUse("form.newsletter-form", () =>
      import("./newsletter-form").then(({ NewsletterForm }) => NewsletterForm),
    );

/**
 * The signup form in every page's frame: the footer's, and the home page's cohort card's
 * (docs/decisions/094-signup-code-on-use.md). The server draws it whole. The browser leaves that
 * HTML as it is until the visitor points at, touches or focuses the form, or the page loads data
 * in the browser, then loads its code (conform's among it) and hydrates it, so that a page does not
 * load a form's code before its own. Until then it is the server's form, which posts to the
 * newsletter page's action as it does without scripts.
 */
export function NewsletterFormOnUse(props: ComponentProps<typeof NewsletterForm>) {
  return (
    <Suspense fallback={null}>
      <Form {...props} />
    </Suspense>
  );
}
