import { type ComponentProps, lazy, Suspense } from "react";
import type { NewsletterForm } from "./newsletter-form";

/** The signup forms the server drew, as they are marked in the page. */
const SIGNUP_FORMS = "form.newsletter-form";

/** What a visitor does to a signup form before using it: points at it, touches it, focuses it. */
const APPROACHES = ["pointerover", "touchstart", "focusin"] as const;

let wanted: () => void = () => {};
/** Resolved by `signupFormWanted`. */
const wantedByPage = new Promise<void>((resolve) => {
  wanted = resolve;
});

/**
 * Asks for the signup's code now: the page's data is being loaded in the browser (a navigation, or
 * a page whose data loads after hydration). React holds the update that data brings until the
 * signup's part of the page is hydrated, so the code must come with the data, not on approach.
 */
export function signupFormWanted() {
  wanted();
}

/**
 * Resolves once a signup form the server drew is about to be used: the pointer comes over it, a
 * finger touches it, the focus enters it (an address is typed only after that), the page asks for
 * it (`signupFormWanted`), or it leaves the page (an update of the frame, such as the menu opening,
 * made React draw it anew, from its code). At once when the page has none (the form is drawn after
 * the first load).
 */
function aboutToBeUsed(): Promise<void> {
  const forms = [...document.querySelectorAll(SIGNUP_FORMS)];
  if (forms.length === 0) return Promise.resolve();
  return new Promise((resolve) => {
    const approached = (event: Event) => {
      if (event.target instanceof Element && event.target.closest(SIGNUP_FORMS)) done();
    };
    const gone = new MutationObserver(() => {
      if (forms.some((form) => !form.isConnected)) done();
    });
    function done() {
      gone.disconnect();
      for (const approach of APPROACHES) window.removeEventListener(approach, approached, true);
      resolve();
    }
    gone.observe(document.body, { childList: true, subtree: true });
    // Heard on the way down, at the window: React stops these events at its root while the part
    // they happen in waits for its code, to replay them once it is hydrated.
    for (const approach of APPROACHES) {
      window.addEventListener(approach, approached, { capture: true, passive: true });
    }
    wantedByPage.then(done);
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
