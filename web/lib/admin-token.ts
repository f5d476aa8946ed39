/** The admin credential kept in the browser (docs/product.md, section 5.1): localStorage keys adminToken, adminName. */
const TOKEN_KEY = "adminToken";
const NAME_KEY = "adminName";

const listeners = new Set<() => void>();
const changed = () => {
  for (const listener of listeners) listener();
};

export const adminToken = {
  get: (): string | null =>
    typeof localStorage === "undefined" ? null : localStorage.getItem(TOKEN_KEY),
  set(token: string, name?: string) {
    localStorage.setItem(TOKEN_KEY, token);
    if (name) localStorage.setItem(NAME_KEY, name);
    changed();
  },
  clear() {
    localStorage.removeItem(TOKEN_KEY);
    localStorage.removeItem(NAME_KEY);
    changed();
  },
  name: (): string | null =>
    typeof localStorage === "undefined" ? null : localStorage.getItem(NAME_KEY),
  /**
   * Calls `listener` when the token is set or cleared, here or in another tab of the browser (the
   * console leaves for the login as soon as it is gone: useSyncExternalStore's subscribe).
   */
  subscribe(listener: () => void) {
    const onStorage = (event: StorageEvent) => {
      if (event.key === TOKEN_KEY || event.key === null) listener();
    };
    listeners.add(listener);
    window.addEventListener("storage", onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener("storage", onStorage);
    };
  },
};
