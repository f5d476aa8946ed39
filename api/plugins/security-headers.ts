import helmet from "@fastify/helmet";
import fp from "fastify-plugin";

/**
 * The Content-Security-Policy of every response. Pages pass the sha256 hashes of their own inline
 * scripts (the prerender writes a few); nothing else inline may run.
 */
export function contentSecurityPolicy(scriptHashes: readonly string[] = []): string {
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": ["'self'", ...scriptHashes.map((hash) => `'${hash}'`)],
    // React's style props are set through the DOM, which CSP allows; inline style attributes in the
    // prerendered HTML need this. Scripts stay strict.
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:"],
    "font-src": ["'self'"],
    "connect-src": ["'self'"],
    "media-src": ["'self'"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(" ")}`)
    .join("; ");
}

export const securityHeadersPlugin = fp(
  async (app) => {
    await app.register(helmet, {
      contentSecurityPolicy: false, // set below, so pages can replace it with their own hashes
      strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
      frameguard: { action: "deny" },
      crossOriginEmbedderPolicy: false,
    });
    const policy = contentSecurityPolicy();
    app.addHook("onRequest", async (_request, reply) => {
      reply.header("content-security-policy", policy);
    });
  },
  { name: "security-headers" },
);
