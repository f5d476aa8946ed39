import { existsSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import {
  createRequestHandler,
  type RouterContext,
  RouterContextProvider,
  type ServerBuild,
} from "react-router";
import type { SiteContent } from "../../core/schemas/site-content";

/** A live page as served: its HTML, and the data React Router fetches when it is reached by a link. */
export type RenderedPage = { html: string; data: string };

/** Renders one live page (a path of LIVE_PAGE_PATHS) with the given content. */
export type LivePageRenderer = (path: string, content: SiteContent) => Promise<RenderedPage>;

/**
 * The data URL React Router's client asks for when it navigates to a path (trailing-slash aware
 * data requests, react-router.config.ts): "/" -> "/_.data", "/events" -> "/events.data".
 */
export const dataPathOf = (path: string) => (path === "/" ? "/_.data" : `${path}.data`);

/** The page path a data URL stands for, or undefined when it is not one. */
export function pagePathOfData(pathname: string): string | undefined {
  if (!pathname.endsWith(".data")) return undefined;
  if (pathname.endsWith("/_.data"))
    return pathname.slice(0, -"_.data".length).replace(/(.)\/$/, "$1");
  return pathname.slice(0, -".data".length);
}

type EntryWithContext = { siteContentContext?: RouterContext<SiteContent | null> };

async function text(response: Response, what: string) {
  const body = await response.text();
  if (response.status !== 200) throw new Error(`rendering ${what} answered ${response.status}`);
  return body;
}

/**
 * React Router's server build, kept beside the client build by vite.config.ts, as a renderer: the
 * same HTML and data the build's prerender writes, with the content of the moment instead of the
 * build's (docs/decisions/024-events-and-cohorts.md). Undefined when the build has no copy of it.
 */
export async function loadLivePageRenderer(
  clientBuildDir: string,
): Promise<LivePageRenderer | undefined> {
  const entry = join(clientBuildDir, "..", "render", "index.js");
  if (!existsSync(entry)) return undefined;
  const build = (await import(pathToFileURL(entry).href)) as ServerBuild;
  const context = (build.entry.module as EntryWithContext).siteContentContext;
  if (!context) throw new Error(`${entry} does not export siteContentContext: rebuild the site.`);
  const handle = createRequestHandler(build, "production");
  return async (path, content) => {
    const request = (url: string) => {
      const provider = new RouterContextProvider();
      provider.set(context, content);
      return handle(new Request(`http://localhost${url}`), provider);
    };
    const [html, data] = await Promise.all([
      request(path).then((response) => text(response, path)),
      request(dataPathOf(path)).then((response) => text(response, dataPathOf(path))),
    ]);
    return { html, data };
  };
}
