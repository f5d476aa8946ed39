import { lazy, Suspense } from "react";
import { Link } from "react-router";
import { apiReferenceApi } from "../features/admin/api-reference/api-reference-api";
import { later } from "../features/admin/lists/loaded";
import { metaForLocation } from "../lib/meta";
import { PATHS } from "../paths";
import type { Route } from "./+types/admin-api-reference";

export const meta = metaForLocation;

/** The OpenAPI document, read with the staff token while Swagger UI's code loads. */
export function clientLoader() {
  return { document: later(apiReferenceApi.document()) };
}

// Swagger UI is large: it loads with this screen only, never with a public page.
const ApiReference = lazy(() =>
  import("../features/admin/api-reference/api-reference").then((module) => ({
    default: module.ApiReference,
  })),
);

/**
 * The API's OpenAPI document, rendered for staff inside the staff layout, which signs the
 * visitor in first (docs/decisions/012-api-layers-and-access.md, addendum).
 */
export default function AdminApiReference({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <nav className="view-switch view-switch--page" aria-label="Console">
        <Link to={PATHS.adminDashboard}>Back to the console</Link>
      </nav>
      <main className="admin__main api-reference">
        <h1>API reference</h1>
        <Suspense fallback={<p role="status">Loading the reference…</p>}>
          <ApiReference document={loaderData.document} />
        </Suspense>
      </main>
    </>
  );
}
