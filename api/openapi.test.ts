import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { loginAsReviewer } from "./test/admin";
import { useTestApp } from "./test/helpers";

type Operation = {
  operationId?: string;
  summary?: string;
  security?: unknown[];
  responses?: Record<string, { content?: Record<string, { schema?: { required?: string[] } }> }>;
  parameters?: unknown[];
  requestBody?: unknown;
};
type Document = { paths: Record<string, Record<string, Operation>> };

/** Redocly's recommended rules on a document, as `redocly lint` reports them. */
async function redoclyLint(document: unknown) {
  const dir = mkdtempSync(join(tmpdir(), "nakhla-openapi-"));
  try {
    const file = join(dir, "openapi.json");
    writeFileSync(file, JSON.stringify(document));
    const { stdout } = await promisify(execFile)(
      join(process.cwd(), "node_modules/.bin/redocly"),
      ["lint", file, "--extends=recommended", "--format=json", "--max-problems=1000"],
      { encoding: "utf8", maxBuffer: 16 * 1024 * 1024 },
    ).catch((failure: { stdout?: string }) => ({ stdout: failure.stdout ?? "" }));
    return JSON.parse(stdout) as {
      problems: { ruleId: string; severity: "error" | "warn"; message: string }[];
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe("the API reference (GET /api/openapi.json)", () => {
  const t = useTestApp();
  const served = async () => {
    const { headers } = await loginAsReviewer(t.app, t.db);
    return (
      await t.app.inject({ method: "GET", url: "/api/openapi.json", headers })
    ).json() as Document;
  };
  const operations = async () =>
    Object.entries((await served()).paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
    );

  it("passes Redocly's recommended lint with no error", { timeout: 60_000 }, async () => {
    const { problems } = await redoclyLint(await served());
    const errors = problems.filter((problem) => problem.severity === "error");
    expect(errors.map((problem) => `${problem.ruleId}: ${problem.message}`)).toEqual([]);
    expect(problems.filter((problem) => problem.ruleId === "no-ambiguous-paths")).toEqual([]);
    expect(problems.filter((problem) => problem.ruleId === "operation-operationId")).toEqual([]);
  });

  it("gives every operation an id and a summary, and every public one `security: []`", async () => {
    const all = await operations();
    expect(all.length).toBeGreaterThan(100);
    const ids = new Set<string>();
    for (const { path, method, operation } of all) {
      expect(operation.operationId, `${method} ${path}`).toMatch(/^[a-z][A-Za-z0-9]+$/);
      ids.add(operation.operationId ?? "");
      expect(operation.summary, `${method} ${path}`).toBeTruthy();
      expect(operation.security, `${method} ${path}`).toBeDefined();
    }
    expect(ids.size).toBe(all.length);
    const publicOnes = all.filter(({ operation }) => operation.security?.length === 0);
    expect(publicOnes.map(({ method, path }) => `${method.toUpperCase()} ${path}`)).toEqual(
      expect.arrayContaining([
        "POST /api/contact",
        "POST /api/admin/login",
        "GET /ebooks/ai-handbook.pdf",
        "GET /ebooks/before-you-build.pdf",
      ]),
    );
  });

  it("documents each operation's 4xx answers as { message }, staff ones with 401 and 403", async () => {
    for (const { path, method, operation } of await operations()) {
      const name = `${method} ${path}`;
      const answers = Object.entries(operation.responses ?? {}).filter(([status]) =>
        status.startsWith("4"),
      );
      for (const [status, answer] of answers) {
        const schema = answer.content?.["application/json"]?.schema;
        expect(schema?.required, `${name} ${status}`).toContain("message");
      }
      if (operation.security?.length) {
        expect(Object.keys(operation.responses ?? {}), name).toEqual(
          expect.arrayContaining(["401", "403"]),
        );
      }
      if (operation.requestBody || operation.parameters?.length) {
        expect(Object.keys(operation.responses ?? {}), name).toContain("400");
      }
    }
  });

  it("lists the ebooks' files as public, as they answer signed out", async () => {
    const document = await served();
    expect(document.paths["/ebooks/ai-handbook.pdf"]?.get?.security).toEqual([]);
    const signedOut = await t.app.inject({ method: "GET", url: "/ebooks/ai-handbook.pdf" });
    expect(signedOut.statusCode).toBe(200);
  });
});
