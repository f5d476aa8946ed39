import { FOUNDER_TOKEN_HEADER } from "../../core/founder-link";

/**
 * The founder's private link token, kept for this tab only (sessionStorage): it arrives in the
 * link's fragment (#token=…) or from the application's submit, is taken out of the address bar at
 * once, and is sent to the API only in a header (docs/decisions/019-founder-access-tokens.md).
 */
/** Where the tab keeps it; the founder page's first-paint check reads it too (founder-page.tsx). */
export const FOUNDER_TOKEN_KEY = "founderToken";

export const founderToken = {
  get: (): string | null =>
    typeof sessionStorage === "undefined" ? null : sessionStorage.getItem(FOUNDER_TOKEN_KEY),
  set: (token: string) => sessionStorage.setItem(FOUNDER_TOKEN_KEY, token),
  clear: () => sessionStorage.removeItem(FOUNDER_TOKEN_KEY),
  /**
   * A token in the address's fragment is kept and removed from the address (and so from the
   * history, bookmarks and anything that reads the URL later). Answers the token to use.
   */
  takeFromLocation(): string | null {
    const fragment = new URLSearchParams(window.location.hash.slice(1));
    const token = fragment.get("token");
    if (token) {
      sessionStorage.setItem(FOUNDER_TOKEN_KEY, token);
      window.history.replaceState(window.history.state, "", window.location.pathname);
    }
    return founderToken.get();
  },
  headers: (): Record<string, string> => {
    const token = founderToken.get();
    return token ? { [FOUNDER_TOKEN_HEADER]: token } : {};
  },
};
