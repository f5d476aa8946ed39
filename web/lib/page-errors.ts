import {
  type HandleErrorFunction,
  isRouteErrorResponse,
  type RouterContextProvider,
} from "react-router";
import { pageLogContext } from "./server-context";

/**
 * Writes a failure of a page's loader, action or rendering to the request's log, as the API's own
 * failures are: one JSON line with the request's id, the error without the personal data it may
 * carry (a failed query's parameters: docs/architecture.md section 5, rule 11). React Router's
 * default writes the error as it is to the console. The build, which prerenders pages without a
 * request, has no log but the console.
 */
export function logPageError(error: unknown, context: Readonly<RouterContextProvider>) {
  const log = context.get(pageLogContext);
  if (log) log.error({ err: error }, "page failed");
  else console.error(error);
}

/**
 * React Router's `handleError` (exported by entry.server.tsx): the server's failures, not a request
 * React Router refused itself (a post to a page without a form, 405), which its default writes
 * with a stack as if the server had failed; the request's own line says how it was answered.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  if (!isRouteErrorResponse(error)) return logPageError(error, context);
  if (error.status < 500) return;
  // A response thrown as an error: React Router's own carries the error it stands for.
  const cause = "error" in error && error.error instanceof Error ? error.error : undefined;
  logPageError(cause ?? new Error(`${error.status} ${error.statusText}`), context);
};
