import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { CONSOLE_TABS } from "./console-tabs";
import { ARABIC_PATHS, PATHS, PUBLIC_PATHS } from "./paths";

// docs/product.md describes the whole product: a console tab or a public page it does not name is
// a part of the product nobody wrote down (its first paragraph: change the page with the product).
const productPage = readFileSync(new URL("../docs/product.md", import.meta.url), "utf8");

describe("docs/product.md", () => {
  it.each(CONSOLE_TABS.map((tab) => tab.label))("names the console tab %s", (label) => {
    expect(productPage).toContain(label);
  });

  it.each([...new Set([...PUBLIC_PATHS, ...Object.values(PATHS)])])("names the path %s", (path) => {
    expect(productPage).toContain(`\`${path}\``);
  });

  it("says where the Arabic pages are", () => {
    expect(ARABIC_PATHS.length).toBeGreaterThan(0);
    expect(productPage).toContain("`/ar/…`");
  });
});
