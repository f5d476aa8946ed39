import { type ComponentProps, lazy, Suspense } from "react";
import type { NewsletterForm } from "./newsletter-form";

/** The signup forms the server drew, as they are marked in the page. */
const SIGNUP_FORMS = "form.newsletter-form";

/**
 * Resolves once a signup form the server drew is about to be used: it comes within a screen of the
 * view, the focus enters it, or it leaves the page (a navigation drew the frame again, and the
 * form must be drawn anew). At once when the page has none (the form is drawn after the first
 * load).
 */
function aboutToBeUsed(): Promise<void> {
  const forms = [...document.querySelectorAll(SIGNUP_FORMS)];
  if (forms.length === 0) return Promise.resolve();
  return new Promise((resolve) => {
    const near = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) done();
      },
      { rootMargin: "100% 0px" },
    );
    const gone = new MutationObserver(() => {
      if (forms.some((form) => !form.isConnected)) done();
    });
    const focused = (event: FocusEvent) => {
      if (event.target instanceof Element && event.target.closest(SIGNUP_FORMS)) done();
    };
    function done() {
      near.disconnect();
      gone.disconnect();
      document.removeEventListener("focusin", focused);
      resolve();
    }
    for (const form of forms) near.observe(form);
    gone.observe(document.body, { childList: true, subtree: true });
    document.addEventListener("focusin", focused);
  });
}

/** The form itself: on the server at once, in the browser once it is about to be used. */
const Form = import.meta.env.SSR
  ? (await import("./newsletter-form")).NewsletterForm
  : lazy(() =>
      aboutToBeUsed()
        .then(() => import("./newsletter-form"))
        .then(({ NewsletterForm }) => ({ default: NewsletterForm })),
    );

/**
 * The signup form in every page's frame: the footer's, and the home page's cohort card's
 * (docs/decisions/094-signup-code-on-use.md). The server draws it whole. The browser leaves that
 * HTML as it is until the visitor comes near the form, then loads its code (conform's among it)
 * and hydrates it, so that a page does not load a form's code before its own. Until then it is the
 * server's form, which posts to the newsletter page's action as it does without scripts.
 */
export function NewsletterFormOnUse(props: ComponentProps<typeof NewsletterForm>) {
  return (
    <Suspense fallback={null}>
      <Form {...props} />
    </Suspense>
  );
}
