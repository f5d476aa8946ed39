import { type ReactNode, Suspense } from "react";
import { Await, useAsyncError } from "react-router";

/**
 * A call a loader hands to its screen without waiting for it (the screen shows its own "Loading…"
 * text meanwhile, docs/product.md, section 9.2): marked as handled here, because its failure is shown by the
 * screen's <Loaded>, not thrown at the window.
 */
export function later<T>(promise: Promise<T>): Promise<T> {
  promise.catch(() => undefined);
  return promise;
}

type LoadedProps<T> = {
  data: Promise<T>;
  /** Shown until the data is here. */
  loading: ReactNode;
  /** Shown if the call failed. */
  failure: (error: unknown) => ReactNode;
  children: (value: T) => ReactNode;
};

/**
 * What a loader sent `later`: `loading` until it is here, then `children`, or `failure`. When the
 * route loads it again (a search, a change made through its action) the old content stays until
 * the new is here, as React Router's navigations are transitions.
 */
export function Loaded<T>({ data, loading, failure, children }: LoadedProps<T>) {
  return (
    <Suspense fallback={loading}>
      <Await resolve={data} errorElement={<Failure render={failure} />}>
        {children}
      </Await>
    </Suspense>
  );
}

function Failure({ render }: { render: (error: unknown) => ReactNode }) {
  return render(useAsyncError());
}
