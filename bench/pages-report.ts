import { gzipSync } from "node:zlib";
import type { Result } from "lighthouse";
import { computeMedianRun } from "lighthouse/core/lib/median-run.js";
import { basePath } from "../web/i18n/locales";
import { originalPath, PATHS } from "../web/paths";

/**
 * docs/architecture.md section 6 (from ../shared DESIGN section 8): performance at least 96 on
 * every route, accessibility, best practices and SEO 100, CLS 0; first-load JavaScript gzip at most
 * 130 kB on the home page, 135 kB on a page without a form, 140 kB on a page with one, in every
 * language.
 */
export const PAGE_BUDGETS = {
  performance: 96,
  score: 100,
  homeJsKb: 130,
  pageJsKb: 135,
  formPageJsKb: 140,
  cls: 0,
} as const;

/**
 * The pages whose content is a form (the footer's signup aside), by English path: their budget is
 * the form pages'. A duplicate (/test-N) and an Arabic page are their original's.
 */
const FORM_PAGES = new Set<string>([
  PATHS.contact,
  PATHS.application,
  PATHS.buildWithForm,
  PATHS.startupConsultancyForm,
  PATHS.handbook,
  PATHS.handbookThankYou,
  PATHS.myApplication,
  PATHS.dealRoom,
  PATHS.dealRoomAnswer,
  PATHS.thankYou,
  PATHS.valuationCalculator,
  PATHS.newsletter,
  PATHS.newsletterLanguage,
  PATHS.unsubscribe,
]);

type PageKind = "home" | "page" | "form page";

const kindOf = (path: string): PageKind => {
  const original = originalPath(basePath(path));
  if (original === PATHS.home) return "home";
  return FORM_PAGES.has(original) ? "form page" : "page";
};

const BUDGET_OF: Record<PageKind, number> = {
  home: PAGE_BUDGETS.homeJsKb,
  page: PAGE_BUDGETS.pageJsKb,
  "form page": PAGE_BUDGETS.formPageJsKb,
};

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
    ({ scores }) =>
      scores.performance < PAGE_BUDGETS.performance ||
      scores.accessibility < PAGE_BUDGETS.score ||
      scores["best-practices"] < PAGE_BUDGETS.score ||
      scores.seo < PAGE_BUDGETS.score,
  );
  const shifting = results.filter((result) => result.cls > PAGE_BUDGETS.cls);
  console.info("");
  console.info(
    `budget page-scores: ${below.length === 0 ? "MET" : "MISSED"} (${results.length - below.length}/${results.length} routes at performance ${PAGE_BUDGETS.performance}, the others 100${below.length ? `; below: ${below.map((result) => result.path).join(" ")}` : ""})`,
  );
  console.info(
    `budget page-cls: ${shifting.length === 0 ? "MET" : "MISSED"}${shifting.length ? ` (${shifting.map((result) => result.path).join(" ")})` : " (0 on every route)"}`,
  );
  for (const kind of ["home", "page", "form page"] as const) {
    const ofKind = results.filter((result) => kindOf(result.path) === kind);
    if (ofKind.length === 0) continue;
    const budget = BUDGET_OF[kind];
    const over = ofKind.filter((result) => result.jsKb > budget);
    const largest = ofKind.reduce((a, b) => (b.jsKb > a.jsKb ? b : a));
    console.info(
      `budget ${kind.replace(" ", "-")}-first-load-js: ${over.length === 0 ? "MET" : "MISSED"} (largest ${largest.path} ${largest.jsKb.toFixed(1)} kB gzip, budget <= ${budget} kB each${over.length ? `; over: ${over.map(({ path }) => path).join(" ")}` : ""})`,
    );
  }
}
