import { describe, expect, it } from "vitest";
import pkg from "../package.json" with { type: "json" };

// The project brings its own runtime: the registry's `node` package, pinned in package.json, puts
// Node 24 first on the PATH of every npm script (docs/decisions/018-node-24.md). On the machine's
// own Node (20 here) this fails: the suite would be testing a runtime production does not run.
describe("the runtime the tests run on", () => {
  it("is Node 24, the exact version package.json pins", () => {
    expect(process.versions.node.split(".")[0]).toBe("24");
    expect(process.versions.node).toBe(pkg.dependencies.node);
  });
});
