import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import type { FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import {
  isClientOnlyPath,
  LIVE_PAGE_PATHS,
  NOT_FOUND_PAGE_PATH,
  REDIRECTS,
} from "../../core/site-paths";
import { isApiPath } from "../lib/api-path";
import { siteContentAt } from "../site-content/public-content";
import { livePageCache } from "./live-page-cache";
import { loadLivePageRenderer, pagePathOfData } from "./live-page-renderer";
import { livePageDelivery } from "./page-delivery";
import { contentSecurityPolicy } from "./security-headers";
import { encodingFor, loadWebFiles, type WebFile } from "./web-files";

const YEAR_SECONDS = 31_536_000;
/** The longest a live page is kept: what another instance publishes shows within it. */
const LIVE_PAGE_MAX_AGE_MS = 30_000;
const LIVE_PAGE_RETRY_MS = 5_000;

/**
 * Serves the built site: prerendered pages with their own CSP (hashes of their inline scripts and
 * stylesheet),
 * the SPA fallback for client-only screens, static files, and the not-found page with a real 404.
 * Everything is read and compressed once at start-up (web-files.ts), except the live pages (events,
 * cohorts), rendered from the database when what they show changes (live-page-cache.ts,
 * docs/decisions/024-events-and-cohorts.md).
 */
export const webPlugin = fp<{ buildDir: string; razorpayCheckout: boolean }>(
  async (app, options) => {
    const root = resolve(options.buildDir);
    if (!existsSync(join(root, "__spa-fallback.html"))) {
      throw new Error(
        `No built site in ${root}. Run "npm run build" first, or set SERVE_WEB=false.`,
      );
    }
    const files = loadWebFiles(root);
    const pageFile = (path: string) =>
      files.get(path === "/" ? "/index.html" : `${path}/index.html`);
    const spaFallback = files.get("/__spa-fallback.html") as WebFile;
    const notFound = pageFile(NOT_FOUND_PAGE_PATH) ?? spaFallback;
    // Each page's CSP allows exactly its own inline scripts and stylesheet.
    const policies = new Map<WebFile, string>();
    for (const file of files.values()) {
      if (file.scriptHashes.length > 0 || file.styleHashes.length > 0)
        policies.set(file, contentSecurityPolicy(file.scriptHashes, options, file.styleHashes));
    }
    const defaultPolicy = contentSecurityPolicy([], options);
    // The client-only screens (the console among them) may show a pitch deck's PDF in a frame.
    const consolePolicy = contentSecurityPolicy(spaFallback.scriptHashes, {
      ...options,
      pdfViewer: true,
    });
    const policyOf = (file: WebFile) =>
      file === spaFallback
        ? consolePolicy
        : (policies.get(file) ??
          (file.scriptHashes.length > 0 || file.styleHashes.length > 0
            ? contentSecurityPolicy(file.scriptHashes, options, file.styleHashes)
            : defaultPolicy));

    const livePaths = new Set<string>(LIVE_PAGE_PATHS);
    const renderer = await loadLivePageRenderer(root);
    if (!renderer) {
      app.log.error(
        `No server render build beside ${root}: ${LIVE_PAGE_PATHS.join(", ")} are served as built, without what staff publish. Run "npm run build".`,
      );
    }
    // A live page is delivered like the prerendered ones: CSS inline, scripts after the first paint.
    const deliver = livePageDelivery(files);
    const livePages =
      renderer &&
      livePageCache({
        paths: LIVE_PAGE_PATHS,
        render: async (path, content) => {
          const page = await renderer(path, content);
          return { ...page, html: deliver(page.html) };
        },
        content: (now) => siteContentAt(app.db, now),
        version: () => app.livePages.version,
        maxAgeMs: LIVE_PAGE_MAX_AGE_MS,
        retryAfterMs: LIVE_PAGE_RETRY_MS,
        onError: (error) =>
          app.log.error({ err: error }, "live pages: render failed, serving the last good ones"),
      });
    // Rendered while the server starts (not awaited: the plugin must load within Fastify's
    // plugin timeout on a busy machine); the first request waits for it if it has to.
    livePages?.page(LIVE_PAGE_PATHS[0]).catch(() => undefined);
    /** The live page, or undefined (the build's copy is sent) when none could be rendered yet. */
    const livePage = async (path: string) => {
      try {
        return await livePages?.page(path);
      } catch (error) {
        app.log.error({ err: error }, "live pages: render failed, serving the build's copy");
        return undefined;
      }
    };

    const send = (
      request: FastifyRequest,
      reply: FastifyReply,
      file: WebFile,
      cacheControl: string,
      status = 200,
    ) => {
      const { body, encoding } = encodingFor(file, request.headers["accept-encoding"]);
      if (encoding) reply.header("content-encoding", encoding);
      if (file.br || file.gzip) reply.header("vary", "Accept-Encoding");
      return reply.status(status).type(file.type).header("cache-control", cacheControl).send(body);
    };
    const sendPage = (request: FastifyRequest, reply: FastifyReply, file: WebFile, status = 200) =>
      send(
        request,
        reply.header("content-security-policy", policyOf(file)),
        file,
        "no-cache",
        status,
      );

    // The site's pages, not an API call: left out of the OpenAPI document.
    app.get("/*", { schema: { hide: true } }, async (request, reply) => {
      const pathname = request.url.split("?")[0] ?? "/";
      if (isApiPath(pathname)) {
        return reply.status(404).send({ message: `No route GET ${pathname}` });
      }
      const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
      const redirect = REDIRECTS[path];
      if (redirect) return reply.redirect(redirect, 301);
      const dataOf = pagePathOfData(pathname);
      const live = livePaths.has(dataOf ?? path) ? await livePage(dataOf ?? path) : undefined;
      if (live && dataOf) return send(request, reply, live.data, "no-cache");
      if (live) return sendPage(request, reply, live.html);
      const page = path === NOT_FOUND_PAGE_PATH ? undefined : pageFile(path);
      if (page) return sendPage(request, reply, page);
      if (isClientOnlyPath(path)) return sendPage(request, reply, spaFallback);
      const file = pathname.endsWith("/index.html") ? undefined : files.get(pathname);
      // Vite's fingerprinted files never change; everything else may.
      if (file) {
        const cache = pathname.startsWith("/assets/")
          ? `public, max-age=${YEAR_SECONDS}, immutable`
          : "public, max-age=3600";
        return send(request, reply, file, cache);
      }
      return sendPage(request, reply, notFound, 404);
    });
  },
  { name: "web" },
);
