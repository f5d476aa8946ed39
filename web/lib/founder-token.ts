import { FOUNDER_TOKEN_HEADER } from "../../core/founder-link";

/**
 * The founder's private link token, kept for this tab only (sessionStorage): it arrives in the
 * link's fragment (#token=…) or from the application's submit, is taken out of the address bar at
 * once, and is sent to the API only in a header (docs/decisions/019-founder-access-tokens.md).
 */
const KEY = "founderToken";

export const founderToken = {
  get: (): string | null =>
    typeof sessionStorage === "undefined" ? null : sessionStorage.getItem(KEY),
  set: (token: string) => sessionStorage.setItem(KEY, token),
  clear: () => sessionStorage.removeItem(KEY),
  /**
   * A token in the address's fragment is kept and removed from the address (and so from the
   * history, bookmarks and anything that reads the URL later). Answers the token to use.
   */
  takeFromLocation(): string | null {
    const fragment = new URLSearchParams(window.location.hash.slice(1));
    const token = fragment.get("token");
    if (token) {
      sessionStorage.setItem(KEY, token);
      window.history.replaceState(window.history.state, "", window.location.pathname);
    }
    return founderToken.get();
  },
  headers: (): Record<string, string> => {
    const token = founderToken.get();
    return token ? { [FOUNDER_TOKEN_HEADER]: token } : {};
  },
};
