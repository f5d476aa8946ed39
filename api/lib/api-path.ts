/**
 * Whether a request's URL is the API's: /api and everything below it, with or without a query.
 * The API's routes are registered under this prefix (app.ts); the site's catch-all answers such a
 * path with a JSON 404 (plugins/web.ts), and its answers carry the API's headers
 * (plugins/security-headers.ts).
 */
export const API_PREFIX = "/api";

export function isApiPath(url: string): boolean {
  if (!url.startsWith(API_PREFIX)) return false;
  const next = url[API_PREFIX.length];
  return next === undefined || next === "/" || next === "?";
}
