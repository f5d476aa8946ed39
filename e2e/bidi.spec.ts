import type { Page } from "@playwright/test";
import { anApplication } from "../api/test/factories";
import { BIDI_SAMPLES, tokenOutOfOrder } from "../core/bidi-samples";
import type { ApplicationAnswers } from "../core/schemas/application";
import { expect, gotoHydrated, shoot, test } from "./fixtures";
import { E2E_COUPONS } from "./seed-data";

// The bidi suite on the page (docs/decisions/087-bidi-suite.md): an Arabic founder's answers hold
// the mixed strings founders type, and their page at /ar/my-application shows each one. Read in
// Chromium by where each character stands on screen (not its order in the source), every token
// reads whole and in its own order: left to right for Latin letters and figures, right to left
// for Arabic.

/** The answers that take any one-line text, each shown under its question on the page. */
const FIELDS = [
  "startupName",
  "designation",
  "industry",
  "linkedin",
  "website",
  "journey",
  "legacy",
  "achievements",
  "problem",
  "pitch",
  "funded",
  "investmentDetails",
  "customerAcquisition",
  "challenge",
  "cofounders",
  "executives",
  "decisionMaking",
  "expectations",
  "concerns",
  "needAdvisory",
  "supportAreas",
  "growthReport",
] as const satisfies readonly (keyof ApplicationAnswers)[];

/**
 * The samples in groups, one application each, a sample in each of its fields; each group's
 * startup name (shown in the page's first line too) is one of the samples that start in Arabic.
 */
const ARABIC_FIRST = BIDI_SAMPLES.filter((sample) =>
  /^\P{L}*\p{Script=Arabic}/u.test(sample.value),
);
const OTHERS = BIDI_SAMPLES.filter((sample) => !ARABIC_FIRST.includes(sample));
const GROUP_COUNT = Math.ceil(BIDI_SAMPLES.length / FIELDS.length);
const GROUPS = Array.from({ length: GROUP_COUNT }, (_, group) => [
  ...ARABIC_FIRST.filter((_, index) => index % GROUP_COUNT === group),
  ...OTHERS.filter((_, index) => index % GROUP_COUNT === group),
]);

/**
 * The indices (UTF-16, in the element's text) of an element's characters from left to right as
 * drawn: each grapheme's box from a Range over it, lines top to bottom, boxes by their centre. A
 * grapheme's own characters follow its direction (an Arabic letter and its mark, right to left).
 */
function visualOrderOf(page: Page, selector: string, value: string) {
  return page.evaluate(
    ([selector, value]) => {
      const element = [...document.querySelectorAll(selector)].find(
        (candidate) => candidate.textContent?.replace(/[\u2066-\u2069]/g, "") === value,
      );
      if (!element) return null;
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      const boxes: { indices: number[]; x: number; y: number }[] = [];
      let offset = 0;
      const segmenter = new Intl.Segmenter("ar", { granularity: "grapheme" });
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? "";
        for (const { segment, index } of segmenter.segment(text)) {
          const range = document.createRange();
          range.setStart(node, index);
          range.setEnd(node, index + segment.length);
          const box = [...range.getClientRects()].find((rect) => rect.width > 0);
          if (box) {
            const indices = Array.from({ length: segment.length }, (_, i) => offset + index + i);
            if (/\p{Script=Arabic}/u.test(segment)) indices.reverse();
            boxes.push({ indices, x: box.left + box.width / 2, y: box.top + box.height / 2 });
          }
        }
        offset += text.length;
      }
      const lineHeight = Number.parseFloat(getComputedStyle(element).lineHeight) || 20;
      boxes.sort((a, b) =>
        Math.abs(a.y - b.y) > lineHeight / 2
          ? a.y - b.y
          : a.x - b.x || (a.indices[0] ?? 0) - (b.indices[0] ?? 0),
      );
      return { shown: element.textContent ?? "", visual: boxes.flatMap((box) => box.indices) };
    },
    [selector, value] as const,
  );
}

test("an Arabic founder's page shows every mixed string they typed with its tokens in order", async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  for (const [group, samples] of GROUPS.entries()) {
    const answers = anApplication(
      Object.fromEntries(samples.map((sample, index) => [FIELDS[index], sample.value])),
    );
    const { code, partnerName } = E2E_COUPONS.free;
    const applied = await request.post("/api/apply", {
      data: {
        ...answers,
        paymentId: null,
        couponCode: code,
        finalPrice: 0,
        partnerName,
        language: "ar",
      },
    });
    expect(applied.status(), await applied.text()).toBe(201);
    const { founderToken } = (await applied.json()) as { founderToken: string };
    // A founder of their own: the page keeps the token it was opened with.
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await gotoHydrated(page, `/ar/my-application#token=${founderToken}`);
    const answersRegion = page.locator("#founder-answers-heading");
    await expect(answersRegion).toBeVisible();
    if (group === 0)
      await shoot(
        page,
        "bidi-founder-answers-ar",
        page.locator(".founder-section").filter({ has: answersRegion }),
      );
    for (const sample of samples) {
      const read = await visualOrderOf(page, ".founder-fields dd", sample.value);
      expect(read, `${sample.value} is shown`).not.toBeNull();
      expect(tokenOutOfOrder(read?.shown ?? "", read?.visual ?? [], sample.tokens)).toBeNull();
    }
    // The startup's name in the page's first line, inside an Arabic sentence.
    const startup = samples[0];
    if (startup) {
      const lead = await visualOrderOf(page, "p.lead bdi", startup.value);
      expect(lead, `${startup.value} leads the page`).not.toBeNull();
      expect(tokenOutOfOrder(lead?.shown ?? "", lead?.visual ?? [], startup.tokens)).toBeNull();
    }
    await context.close();
  }
});
