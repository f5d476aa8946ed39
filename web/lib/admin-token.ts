/** The admin credential kept in the browser (docs/product.md §5.1): localStorage keys adminToken, adminName. */
const TOKEN_KEY = "adminToken";
const NAME_KEY = "adminName";

export const adminToken = {
  get: (): string | null =>
    typeof localStorage === "undefined" ? null : localStorage.getItem(TOKEN_KEY),
  set(token: string, name?: string) {
    localStorage.setItem(TOKEN_KEY, token);
    if (name) localStorage.setItem(NAME_KEY, name);
  },
  clear() {
    localStorage.removeItem(TOKEN_KEY);
    localStorage.removeItem(NAME_KEY);
  },
  name: (): string | null =>
    typeof localStorage === "undefined" ? null : localStorage.getItem(NAME_KEY),
};
