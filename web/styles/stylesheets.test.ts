import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import postcss from "postcss";
import { describe, expect, it } from "vitest";

const STYLES = join(import.meta.dirname);
const sheets = readdirSync(STYLES).filter((name) => name.endsWith(".css"));

/**
 * The stylesheets write every rule at the top level or inside an at-rule, never inside another
 * rule. A brace lost in a merge otherwise turns the rules after it into nested ones that the
 * build accepts and the browser applies only inside the unclosed selector (it hid the console's
 * Staff, Decision e-mails and status styles once).
 */
describe.each(sheets)("%s", (name) => {
  it("nests no rule inside another rule", () => {
    const root = postcss.parse(readFileSync(join(STYLES, name), "utf8"), { from: name });
    const nested: string[] = [];
    root.walkRules((rule) => {
      if (rule.parent?.type === "rule")
        nested.push(`line ${rule.source?.start?.line}: ${rule.selector}`);
    });
    expect(nested).toEqual([]);
  });
});
