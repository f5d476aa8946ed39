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

/**
 * The Content-Security-Policy of every response. Pages pass the sha256 hashes of their own inline
 * scripts (the prerender writes a few) and of their inline stylesheet (each page's CSS in one
 * <style>: docs/decisions/028-page-css.md); nothing else inline may run or style the page.
 * `pdfViewer` (the console's
 * screens only) lets a PDF the page itself fetched, as a blob: URL, open in the browser's own PDF
 * viewer in a frame: the frame's document inherits this policy, and the viewer is a plugin, so it
 * needs frame-src and object-src blob: (docs/decisions/027-pitch-deck-storage.md).
 */
export function contentSecurityPolicy(
  scriptHashes: readonly string[] = [],
  {
    razorpayCheckout = false,
    pdfViewer = false,
  }: { razorpayCheckout?: boolean; pdfViewer?: boolean } = {},
  styleHashes: readonly string[] = [],
): string {
  const checkout = razorpayCheckout
    ? RAZORPAY_CHECKOUT
    : { script: [], frame: [], connect: [], img: [] };
  const frames = pdfViewer ? ["'self'", "blob:", ...checkout.frame] : checkout.frame;
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": ["'self'", ...scriptHashes.map((hash) => `'${hash}'`), ...checkout.script],
    ...(frames.length > 0 ? { "frame-src": frames } : {}),
    // Stylesheets: our files and the page's own hashed <style>, nothing else. Style attributes:
    // the prerendered HTML writes a few (a bar's length, a marquee's speed), so they stay allowed;
    // an attribute can restyle an element, never load or run anything.
    "style-src": ["'self'"],
    "style-src-elem": ["'self'", ...styleHashes.map((hash) => `'${hash}'`)],
    "style-src-attr": ["'unsafe-inline'"],
    "img-src": ["'self'", "data:", ...checkout.img],
    "font-src": ["'self'"],
    "connect-src": ["'self'", ...checkout.connect],
    "media-src": ["'self'"],
    "object-src": pdfViewer ? ["blob:"] : ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(" ")}`)
    .join("; ");
}

/**
 * The same headers helmet would send, built once: helmet rebuilds its middleware on every request,
 * which cost a third of an API call's CPU time in `npm run bench`. These go with the site's pages
 * and files (the web plugin replaces the policy with each page's own hashes).
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

/**
 * The headers every answer carries, set in one hook as the request arrives: its request id (the
 * `reqId` of its log lines), then the security headers. One hook rather than one for each: every
 * hook a request passes costs it.
 */
export const securityHeadersPlugin = fp(
  async (app) => {
    app.addHook("onRequest", (request, reply, done) => {
      reply.header("x-request-id", request.id);
      reply.headers(isApiPath(request.url) ? API_HEADERS : SECURITY_HEADERS);
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
