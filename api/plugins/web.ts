import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { constants } from "node:zlib";
import fastifyCompress from "@fastify/compress";
import fastifyHelmet from "@fastify/helmet";
import fastifyStatic from "@fastify/static";
import { createRequestHandler } from "@mcansh/react-router-fastify";
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from "fastify";
import { type RouterContext, RouterContextProvider, type ServerBuild } from "react-router";
import type { ViteDevServer } from "vite";
import { ARABIC_PREFIX, digitsOfCookie } from "../../core/languages";
import type { PageServices } from "../../core/page-services";
import {
  CLIENT_ONLY_PATHS,
  isClientOnlyPath,
  PRERENDER_CSP_FILE,
  REDIRECTS,
} from "../../core/site-paths";
import { API_PREFIX } from "../lib/api-path";
import { type CspOptions, siteCspDirectives, siteHelmetOptions } from "./security-headers";

export type WebOptions = {
  /** The client build (build/client); React Router's server build is beside it (../server). */
  clientDir: string;
  razorpayCheckout: boolean;
  /**
   * What the pages' loaders and actions call (api/site/page-services.ts), for one request: at its
   * instant (`request.now()`, api/plugins/clock.ts).
   */
  servicesFor: (request: FastifyRequest) => PageServices;
  /** `react-router dev`: pages come from Vite's modules, not from a build (api/dev-server.ts). */
  vite?: ViteDevServer;
};

/** The context keys of the build (web/lib/server-context.ts, exported by entry.server.tsx). */
type ContextKeys = {
  pageServicesContext: RouterContext<PageServices>;
  nonceContext: RouterContext<string | null>;
  clientIpContext: RouterContext<string>;
  /** The request's log, where a page's failures go (web/lib/page-errors.ts). */
  pageLogContext: RouterContext<FastifyBaseLogger | null>;
};

/** Every method but OPTIONS, whose answers are CORS's (plugins/cors.ts). */
const METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"];

/**
 * The largest body a page's action reads. The largest form is the application's saved draft:
 * 27 answers of at most 5,000 characters each, which in a script of three-byte letters
 * (Devanagari) percent-encode to nine bytes a letter, about 1.2 MB; every other form is far
 * smaller. `web-page-posts.test.ts` posts that draft.
 */
export const PAGE_FORM_BODY_LIMIT = 2 * 1024 * 1024;

const isArabicPath = (path: string) =>
  path === ARABIC_PREFIX || path.startsWith(`${ARABIC_PREFIX}/`);

/**
 * The visitor's digits for the Arabic pages, from their cookie (core/languages.ts): a route may
 * ask for Eastern Arabic ones; a request for Western ones, or whose path has no such route, takes
 * the path's other route.
 */
type Handlers = ReturnType<Parameters<FastifyInstance["addConstraintStrategy"]>[0]["storage"]>;
const DIGITS_CONSTRAINT: Parameters<FastifyInstance["addConstraintStrategy"]>[0] = {
  name: "digits",
  storage() {
    const stores = new Map<unknown, Parameters<Handlers["set"]>[1]>();
    return {
      get: (value) => stores.get(value) ?? null,
      set: (value, store) => {
        stores.set(value, store);
      },
    };
  },
  deriveConstraint: (request) => digitsOfCookie(request.headers.cookie),
  mustMatchWhenDerived: false,
};
const YEAR = "public, max-age=31536000, immutable";
const HOUR = "public, max-age=3600";

/**
 * The site, in this process (docs/decisions/034-server-rendering.md): React Router's request
 * handler renders every page that is not prerendered, its loaders calling the domain services;
 * @fastify/static serves the client build, the prerendered pages at their paths. Every page's CSP
 * allows its own inline scripts only: by the request's nonce (helmet), or by the hashes the build
 * computed for a prerendered page (docs/decisions/035-csp.md).
 */
export async function webPlugin(app: FastifyInstance, options: WebOptions) {
  const { vite, servicesFor } = options;
  const clientDir = resolve(options.clientDir);
  const serverBuildPath = join(clientDir, "..", "server", "index.js");
  if (!vite && !existsSync(serverBuildPath)) {
    throw new Error(
      `No built site in ${clientDir}/.. Run "npm run build" first, or set SERVE_WEB=false.`,
    );
  }
  // Built: imported once. In development: Vite's module runner, which follows every change.
  const built = vite
    ? undefined
    : ((await import(pathToFileURL(serverBuildPath).href)) as ServerBuild);
  const ssr = vite?.environments.ssr as { runner?: { import(id: string): Promise<unknown> } };
  const serverBuild = async (): Promise<ServerBuild> =>
    built ?? ((await ssr?.runner?.import("virtual:react-router/server-build")) as ServerBuild);

  // Every route of this scope takes its security headers from helmet, not from the fixed set, and
  // is the site's, not an API call: left out of the OpenAPI document.
  app.addHook("onRoute", (route) => {
    route.config = { ...route.config, helmetHeaders: true };
    route.schema = { ...route.schema, hide: true };
  });
  const csp = (extra: CspOptions = {}) =>
    siteCspDirectives({ razorpayCheckout: options.razorpayCheckout, dev: Boolean(vite), ...extra });
  await app.register(fastifyHelmet, { ...siteHelmetOptions(csp()), enableCSPNonces: true });
  // The pages rendered on request; the build compressed its own files (web/lib/precompress.ts).
  await app.register(fastifyCompress, {
    encodings: ["br", "gzip"],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });

  for (const [from, to] of Object.entries(REDIRECTS)) {
    app.get(from, (_request, reply) => reply.redirect(to, 301));
  }

  let prerenderedPaths: string[] = [];
  if (!vite) {
    // The prerendered pages, as the build listed them (web/lib/prerender-csp.ts).
    const prerendered = Object.entries(
      JSON.parse(
        readFileSync(join(clientDir, "..", "server", PRERENDER_CSP_FILE), "utf8"),
      ) as Record<string, { file: string; scriptHashes: string[] }>,
    );
    prerenderedPaths = prerendered.map(([path]) => path);
    const pageFiles = new Set(prerendered.map(([, page]) => join(clientDir, page.file)));
    await app.register(fastifyStatic, {
      root: clientDir,
      // One route per file of the build, so React Router's catch-all below takes every other path.
      wildcard: false,
      index: false,
      preCompressed: true,
      // A page is served at its own path (below), its compressed copies in its place.
      globIgnore: [...prerendered.map(([, page]) => page.file), "**/*.br", "**/*.gz"],
      cacheControl: false,
      setHeaders(response, sent) {
        // The file itself, when its compressed copy is what goes out.
        const path = sent.replace(/\.(br|gz)$/, "");
        const hashed = path.startsWith(join(clientDir, "assets"));
        const changing = pageFiles.has(path) || path.endsWith(".data");
        response.setHeader("cache-control", hashed ? YEAR : changing ? "no-cache" : HOUR);
      },
    });
    for (const [path, { file, scriptHashes }] of prerendered) {
      const directives = csp({ scriptHashes, pdfViewer: isClientOnlyPath(path) });
      app.get(
        path,
        {
          helmet: {
            enableCSPNonces: false,
            contentSecurityPolicy: { useDefaults: false, directives },
          },
        },
        (_request, reply) => {
          // The Arabic pages differ by the digits cookie (below).
          if (isArabicPath(path)) reply.header("vary", "Cookie");
          return reply.sendFile(file);
        },
      );
    }
  }

  // What React Router reads as it is: form posts to a page's action. Read by Fastify first, within
  // PAGE_FORM_BODY_LIMIT: a parser that handed on the stream let React Router read a body of any
  // size (60 MB was read, and echoed back by the contact page twice over).
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    "*",
    { parseAs: "buffer", bodyLimit: PAGE_FORM_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );
  const render = createRequestHandler({
    // The build itself when there is one: given a function, React Router derives its routes again
    // on every request, which only development (a build that changes) needs.
    build: built ?? serverBuild,
    mode: vite ? "development" : "production",
    async getLoadContext(request, reply) {
      const keys = (await serverBuild()).entry.module as unknown as ContextKeys;
      const context = new RouterContextProvider();
      context.set(keys.pageServicesContext, servicesFor(request));
      context.set(keys.nonceContext, reply.cspNonce.script);
      context.set(keys.clientIpContext, request.ip);
      context.set(keys.pageLogContext, request.log);
      return context;
    },
  });
  // A visitor who chose Eastern Arabic digits in the Arabic footer (web/routes/digits.ts) gets the
  // prerendered Arabic pages, and their data, rendered on request in those digits: the build's
  // copies are in Western ones (docs/product.md, section 2.6).
  if (!vite) {
    if (!app.hasConstraintStrategy(DIGITS_CONSTRAINT.name)) {
      app.addConstraintStrategy(DIGITS_CONSTRAINT);
    }
    for (const path of prerenderedPaths.filter(isArabicPath)) {
      for (const url of [path, `${path}.data`]) {
        app.get(url, { constraints: { digits: "arab" } }, render);
      }
    }
  }
  // The console's screens may show a pitch deck's PDF in a frame; the build prerenders their
  // frames (above), and renders here what it could not (a record's address, /admin-dashboard/…/:id).
  const consoleCsp = {
    helmet: {
      contentSecurityPolicy: { useDefaults: false, directives: csp({ pdfViewer: true }) },
    },
  };
  for (const path of CLIENT_ONLY_PATHS) {
    if (vite) app.route({ method: METHODS, url: path, ...consoleCsp, handler: render });
    app.route({ method: METHODS, url: `${path}/*`, ...consoleCsp, handler: render });
  }
  // An unknown path under /api/ is the API's 404, in JSON, not a page, with the API's headers.
  app.route({
    method: METHODS,
    url: `${API_PREFIX}/*`,
    helmet: false,
    handler: (request, reply) =>
      reply.status(404).send({ message: `No route ${request.method} ${request.url}` }),
  });
  // A form posted to a page's action is a public write, limited as the API's are.
  app.route({
    method: "POST",
    url: "*",
    config: { rateLimit: app.rateLimits.publicWrite },
    handler: render,
  });
  app.route({ method: METHODS.filter((method) => method !== "POST"), url: "*", handler: render });
}
