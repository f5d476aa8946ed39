/**
 * The public origin of the site, for absolute URLs (canonical links, Open Graph, sitemap.xml).
 * Set at build time with VITE_SITE_URL; the default matches `npm start` on this machine.
 * Pure, so the Vite plugin (which has no import.meta.env) and the pages read it the same way.
 */
const DEFAULT_SITE_URL = "http://localhost:3000";

export function siteOrigin(env: { VITE_SITE_URL?: string | undefined }): string {
  const value = env.VITE_SITE_URL?.trim() || DEFAULT_SITE_URL;
  return value.replace(/\/+$/, "");
}
