import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import { type EntryContext, type RouterContextProvider, ServerRouter } from "react-router";
import { loadCatalogue } from "./i18n/catalogues";
import { localeOf } from "./i18n/locales";
import { NonceContext } from "./lib/nonce";
import { logPageError } from "./lib/page-errors";
import { nonceContext } from "./lib/server-context";

// React Router's default server entry, plus the request's CSP nonce on every script React and
// React Router write (docs/decisions/035-csp.md), failures written to the request's log
// (web/lib/page-errors.ts), and the context keys the server fills, exported so it takes them from
// this build (docs/decisions/034-server-rendering.md).
export { handleError } from "./lib/page-errors";
export {
  clientIpContext,
  nonceContext,
  pageLogContext,
  pageServicesContext,
} from "./lib/server-context";

export const streamTimeout = 5_000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  // The page's language's messages, before it renders (docs/decisions/059-languages.md).
  await loadCatalogue(localeOf(new URL(request.url).pathname));

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");

    // Bots wait for all content before responding; browsers get the page as it streams.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";

    // Abort the rendering stream after the `streamTimeout` so it has time to flush down the
    // rejected boundaries.
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    // None while the build prerenders: those pages' scripts are allowed by their hashes.
    const nonce = loadContext.get(nonceContext) ?? undefined;
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext>,
      {
        nonce,
        // A part that is ready is written where it stands, however far down the page: React
        // would otherwise send a part past its first 12.8 kB later, shown by a script, and a
        // browser without scripts would never show it (the footer's signup, decision 094).
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          const stream = createReadableStreamFromReadable(body);
          responseHeaders.set("Content-Type", "text/html");
          pipe(body);
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors in the initial shell are logged by handleDocumentRequest (handleError).
          if (shellRendered) logPageError(error, loadContext);
        },
      },
    );
  });
}
