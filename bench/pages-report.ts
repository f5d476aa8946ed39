import { gzipSync } from "node:zlib";
import type { Result } from "lighthouse";
import { computeMedianRun } from "lighthouse/core/lib/median-run.js";

/**
 * docs/architecture.md section 6: performance at least 98 on every route and 100 on the home page,
 * accessibility, best practices and SEO 100, CLS 0, home first-load JavaScript at most 110 kB gzip,
 * each form page's at most 130 kB (docs/decisions/031-light-form-pages.md).
 */
export const PAGE_BUDGETS = {
  performance: 98,
  homePerformance: 100,
  score: 100,
  homeJsKb: 110,
  formJsKb: 130,
  cls: 0,
} as const;

/** The pages with a form whose first-load JavaScript has its own budget (formJsKb). */
export const FORM_PAGES = [
  "/application",
  "/build-with-nakhla-form",
  "/startup-consultancy-form",
  "/test-8",
  "/test-9",
  "/contact",
] as const;

const performanceBudget = (path: string) =>
  path === "/" ? PAGE_BUDGETS.homePerformance : PAGE_BUDGETS.performance;

const CATEGORIES = [
  ["performance", "perf"],
  ["accessibility", "a11y"],
  ["best-practices", "best"],
  ["seo", "seo"],
] as const;

export type PageResult = {
  path: string;
  scores: Record<(typeof CATEGORIES)[number][0], number>;
  cls: number;
  lcpMs: number;
  tbtMs: number;
  /** Scripts the page loaded, gzipped (level 9), in kB. */
  jsKb: number;
  /** Audits that cost points in a category below 100, as "category: audit (score)". */
  losses: string[];
};

const KB = 1024;
const numeric = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;

/** The scripts of the run, fetched again and gzipped: the server itself sends them uncompressed. */
async function scriptKb(lhr: Result): Promise<number> {
  const details = lhr.audits["network-requests"]?.details as
    | { items?: Array<{ url: string; resourceType?: string }> }
    | undefined;
  const scripts = (details?.items ?? []).filter((item) => item.resourceType === "Script");
  let bytes = 0;
  for (const { url } of scripts) {
    const body = Buffer.from(await (await fetch(url)).arrayBuffer());
    bytes += gzipSync(body, { level: 9 }).length;
  }
  return bytes / KB;
}

function losses(lhr: Result): string[] {
  const lost: string[] = [];
  for (const [id, short] of CATEGORIES) {
    const category = lhr.categories[id];
    if (!category || (category.score ?? 0) >= 1) continue;
    for (const ref of category.auditRefs) {
      const audit = lhr.audits[ref.id];
      if (!audit || ref.weight === 0 || audit.score === null || audit.score >= 1) continue;
      lost.push(`${short}: ${ref.id} (${audit.displayValue || audit.score})`);
    }
  }
  return lost;
}

/** The median run of a route (Lighthouse's own choice: closest to the median FCP and TTI). */
export async function summarise(path: string, runs: Result[]): Promise<PageResult> {
  const lhr = computeMedianRun(runs);
  const scores = Object.fromEntries(
    CATEGORIES.map(([id]) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
  ) as PageResult["scores"];
  return {
    path,
    scores,
    cls: numeric(lhr, "cumulative-layout-shift"),
    lcpMs: numeric(lhr, "largest-contentful-paint"),
    tbtMs: numeric(lhr, "total-blocking-time"),
    jsKb: await scriptKb(lhr),
    losses: losses(lhr),
  };
}

const pad = (text: string | number, width: number) => String(text).padStart(width);

export async function printPageResults(
  results: PageResult[],
  { runs, origin }: { runs: number; origin: string },
) {
  console.info(
    `\nLighthouse ${runs}x per route (median run), mobile settings, ${origin}, in Chromium\n`,
  );
  console.info(
    `${"route".padEnd(26)}${pad("perf", 5)}${pad("a11y", 5)}${pad("best", 5)}${pad("seo", 5)}${pad("CLS", 7)}${pad("LCP", 8)}${pad("TBT", 7)}${pad("JS gz", 9)}`,
  );
  for (const result of results) {
    const { scores } = result;
    console.info(
      `${result.path.padEnd(26)}${pad(scores.performance, 5)}${pad(scores.accessibility, 5)}${pad(scores["best-practices"], 5)}${pad(scores.seo, 5)}${pad(result.cls.toFixed(3), 7)}${pad(`${Math.round(result.lcpMs)} ms`, 8)}${pad(`${Math.round(result.tbtMs)} ms`, 7)}${pad(`${result.jsKb.toFixed(1)} kB`, 9)}`,
    );
    for (const loss of result.losses) console.info(`    ${loss}`);
  }

  const below = results.filter(
    ({ path, scores }) =>
      scores.performance < performanceBudget(path) ||
      scores.accessibility < PAGE_BUDGETS.score ||
      scores["best-practices"] < PAGE_BUDGETS.score ||
      scores.seo < PAGE_BUDGETS.score,
  );
  const shifting = results.filter((result) => result.cls > PAGE_BUDGETS.cls);
  const home = results.find((result) => result.path === "/");
  console.info("");
  console.info(
    `budget page-scores: ${below.length === 0 ? "MET" : "MISSED"} (${results.length - below.length}/${results.length} routes at performance 98 (home 100), the others 100${below.length ? `; below: ${below.map((result) => result.path).join(" ")}` : ""})`,
  );
  console.info(
    `budget page-cls: ${shifting.length === 0 ? "MET" : "MISSED"}${shifting.length ? ` (${shifting.map((result) => result.path).join(" ")})` : " (0 on every route)"}`,
  );
  if (home) {
    console.info(
      `budget home-first-load-js: ${home.jsKb <= PAGE_BUDGETS.homeJsKb ? "MET" : "MISSED"} (${home.jsKb.toFixed(1)} kB gzip, budget <= ${PAGE_BUDGETS.homeJsKb} kB)`,
    );
  }
  const forms = results.filter((result) => (FORM_PAGES as readonly string[]).includes(result.path));
  if (forms.length > 0) {
    const over = forms.filter((result) => result.jsKb > PAGE_BUDGETS.formJsKb);
    console.info(
      `budget form-first-load-js: ${over.length === 0 ? "MET" : "MISSED"} (${forms.map((result) => `${result.path} ${result.jsKb.toFixed(1)}`).join(", ")} kB gzip, budget <= ${PAGE_BUDGETS.formJsKb} kB each)`,
    );
  }
}
