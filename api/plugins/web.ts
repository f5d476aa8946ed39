import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve, sep } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyReply } from "fastify";
import fp from "fastify-plugin";
import { CLIENT_ONLY_PATHS, NOT_FOUND_PAGE_PATH, REDIRECTS } from "../../core/site-paths";
import { contentSecurityPolicy } from "./security-headers";

type Page = { html: string; csp: string };

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g;

function loadPage(file: string): Page {
  const html = readFileSync(file, "utf8");
  const hashes = [...html.matchAll(INLINE_SCRIPT)].map(
    ([, body]) =>
      `sha256-${createHash("sha256")
        .update(body ?? "")
        .digest("base64")}`,
  );
  return { html, csp: contentSecurityPolicy(hashes) };
}

function listFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/**
 * Serves the built site: prerendered pages with their own CSP (hashes of their inline scripts),
 * the SPA fallback for client-only screens, static assets, and the not-found page with a real 404.
 */
export const webPlugin = fp<{ buildDir: string }>(
  async (app, options) => {
    const root = resolve(options.buildDir);
    const spaFallbackFile = join(root, "__spa-fallback.html");
    if (!existsSync(spaFallbackFile)) {
      throw new Error(
        `No built site in ${root}. Run "npm run build" first, or set SERVE_WEB=false.`,
      );
    }
    const pages = new Map<string, Page>();
    const assets = new Set<string>();
    for (const file of listFiles(root)) {
      const urlPath = `/${relative(root, file).split(sep).join("/")}`;
      if (urlPath.endsWith("/index.html")) {
        pages.set(urlPath.slice(0, -"/index.html".length) || "/", loadPage(file));
      } else {
        assets.add(urlPath);
      }
    }
    const spaFallback = loadPage(spaFallbackFile);
    const notFound = pages.get(NOT_FOUND_PAGE_PATH) ?? spaFallback;
    pages.delete(NOT_FOUND_PAGE_PATH);
    const clientOnly = new Set<string>(CLIENT_ONLY_PATHS);

    await app.register(fastifyStatic, { root, serve: false });

    const sendPage = (reply: FastifyReply, page: Page, status = 200) =>
      reply
        .status(status)
        .header("content-security-policy", page.csp)
        .header("cache-control", "no-cache")
        .type("text/html; charset=utf-8")
        .send(page.html);

    app.get("/*", async (request, reply) => {
      const pathname = request.url.split("?")[0] ?? "/";
      if (pathname === "/api" || pathname.startsWith("/api/")) {
        return reply.status(404).send({ message: `No route GET ${pathname}` });
      }
      const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
      const redirect = REDIRECTS[path];
      if (redirect) return reply.redirect(redirect, 301);
      const page = pages.get(path);
      if (page) return sendPage(reply, page);
      if (clientOnly.has(path)) return sendPage(reply, spaFallback);
      if (assets.has(pathname)) {
        // Vite's fingerprinted files never change; everything else may.
        const immutable = pathname.startsWith("/assets/");
        return reply.sendFile(pathname.slice(1), {
          immutable,
          maxAge: immutable ? 31_536_000_000 : 3_600_000,
        });
      }
      return sendPage(reply, notFound, 404);
    });
  },
  { name: "web" },
);
