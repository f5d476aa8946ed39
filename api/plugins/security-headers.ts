import type { onRequestHookHandler } from "fastify";
import fp from "fastify-plugin";
import { isApiPath } from "../lib/api-path";

/**
 * Razorpay's checkout: its script, the frames it opens and the calls they make. Allowed only when
 * Razorpay keys are configured: the one third-party host the site may use (docs/architecture.md, rule 8).
 */
const RAZORPAY_CHECKOUT = {
  script: ["https://checkout.razorpay.com"],
  frame: ["https://api.razorpay.com", "https://checkout.razorpay.com"],
  connect: ["https://api.razorpay.com", "https://lumberjack.razorpay.com"],
  img: ["https://cdn.razorpay.com"],
};

/** What a document's CSP allows besides the site's own files. */
export type CspOptions = {
  /** Razorpay keys are configured: its checkout's hosts (the one third-party host allowed). */
  razorpayCheckout?: boolean;
  /**
   * The console's screens: a PDF the page itself fetched, as a blob: URL, may open in the
   * browser's own PDF viewer in a frame. The frame's document inherits this policy, and the viewer
   * is a plugin, so it needs frame-src and object-src blob:
   * (docs/decisions/027-pitch-deck-storage.md).
   */
  pdfViewer?: boolean;
  /**
   * The sha256 hashes of a prerendered page's inline scripts, computed by the build
   * (docs/decisions/035-csp.md); a page rendered on request names its nonce instead (helmet).
   */
  scriptHashes?: readonly string[];
  /** Vite's development server: its modules inject the CSS as <style> and talk over a WebSocket. */
  dev?: boolean;
};

/**
 * The Content-Security-Policy directives of a document the site serves. Scripts: our files, and
 * inline only what the page's nonce or hashes name. Stylesheets: our files. Style attributes stay
 * allowed: React Router's pages write a few (a bar's length, a marquee's speed), and an attribute
 * can restyle an element, never load or run anything.
 */
export function siteCspDirectives({
  razorpayCheckout = false,
  pdfViewer = false,
  scriptHashes = [],
  dev = false,
}: CspOptions = {}): Record<string, string[]> {
  const checkout = razorpayCheckout
    ? RAZORPAY_CHECKOUT
    : { script: [], frame: [], connect: [], img: [] };
  const frames = pdfViewer ? ["'self'", "blob:", ...checkout.frame] : checkout.frame;
  return {
    "default-src": ["'self'"],
    "script-src": ["'self'", ...scriptHashes.map((hash) => `'${hash}'`), ...checkout.script],
    ...(frames.length > 0 ? { "frame-src": frames } : {}),
    "style-src": ["'self'"],
    "style-src-elem": dev ? ["'self'", "'unsafe-inline'"] : ["'self'"],
    "style-src-attr": ["'unsafe-inline'"],
    "img-src": ["'self'", "data:", ...checkout.img],
    "font-src": ["'self'"],
    "connect-src": ["'self'", ...checkout.connect, ...(dev ? ["ws:"] : [])],
    "media-src": ["'self'"],
    "object-src": pdfViewer ? ["blob:"] : ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
  };
}

/** The same directives as one header value. */
export const contentSecurityPolicy = (options: CspOptions = {}) =>
  Object.entries(siteCspDirectives(options))
    .map(([name, values]) => `${name} ${values.join(" ")}`)
    .join("; ");

/**
 * What helmet sends with a document, built once, for the answers outside /api/ that are not the
 * site's (an ebook's PDF, a 404 when the site is not served). The site's pages and files get
 * theirs from helmet itself (plugins/web.ts), each page with its own nonce or hashes.
 */
const SECURITY_HEADERS = {
  "content-security-policy": contentSecurityPolicy(),
  "strict-transport-security": "max-age=31536000; includeSubDomains",
  "x-content-type-options": "nosniff",
  "x-frame-options": "DENY",
  "referrer-policy": "strict-origin-when-cross-origin",
  "cross-origin-opener-policy": "same-origin",
  "cross-origin-resource-policy": "same-origin",
  "origin-agent-cluster": "?1",
  "x-dns-prefetch-control": "off",
  "x-download-options": "noopen",
  "x-permitted-cross-domain-policies": "none",
  "x-xss-protection": "0",
} as const;

/**
 * helmet's options for the site's pages and files (plugins/web.ts): the headers above, with the
 * CSP directives of the page (its nonce is helmet's to add). e2e/serving.spec.ts checks that
 * both send the same.
 */
export const siteHelmetOptions = (directives: Record<string, string[]>) => ({
  contentSecurityPolicy: { useDefaults: false, directives },
  crossOriginEmbedderPolicy: false,
  frameguard: { action: "deny" as const },
  referrerPolicy: { policy: "strict-origin-when-cross-origin" as const },
});

/**
 * The API's answers are data, never a document a browser renders: nothing may load from them
 * (`default-src 'none'`) and nothing may frame them. The headers that only steer a document
 * (opener policy, agent cluster, DNS prefetch, the legacy download and XSS switches) are left
 * out, as OWASP's REST security cheat sheet advises; each header costs every call its bytes and
 * its validation (docs/architecture.md, rule 8).
 */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";
const API_HEADERS = {
  "content-security-policy": API_CONTENT_SECURITY_POLICY,
  "strict-transport-security": SECURITY_HEADERS["strict-transport-security"],
  "x-content-type-options": "nosniff",
  "x-frame-options": "DENY",
  "referrer-policy": SECURITY_HEADERS["referrer-policy"],
  "cross-origin-resource-policy": "same-origin",
} as const;

declare module "fastify" {
  interface FastifyContextConfig {
    /** The route's answers get their security headers from helmet (plugins/web.ts). */
    helmetHeaders?: boolean;
  }
}

/** `/deal-room` and every path under it, whatever the query or fragment. */
export const isDealRoomPath = (url: string) => /^\/deal-room(?:[/?#]|$)/.test(url);

/**
 * The headers every answer carries, set in one hook as the request arrives: its request id (the
 * `reqId` of its log lines), then the security headers, unless helmet sets them. One hook rather
 * than one for each: every hook a request passes costs it.
 */
export const securityHeadersPlugin = fp(
  async (app) => {
    app.addHook("onRequest", (request, reply, done) => {
      reply.header("x-request-id", request.id);
      if (isApiPath(request.url)) reply.headers(API_HEADERS);
      else if (!request.routeOptions.config.helmetHeaders) reply.headers(SECURITY_HEADERS);
      // A firm's deal room, and anything under its path, is never indexed (docs/product.md).
      if (isDealRoomPath(request.url)) reply.header("x-robots-tag", "noindex");
      done();
    });
  },
  { name: "security-headers" },
);

/**
 * No answer of the API may be kept by a cache: the /api scope's first `onRequest` hook, so the
 * answers its hooks refuse (401, 429) carry it too. Set as the request arrives rather than in an
 * `onSend` hook, which made Fastify run its `onSend` chain for every answer (about 1 µs with the
 * merged hook above); no API route sets a cache-control of its own.
 */
export const noStore: onRequestHookHandler = (_request, reply, done) => {
  reply.header("cache-control", "no-store");
  done();
};
