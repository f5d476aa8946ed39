// @vitest-environment jsdom
import { I18nProvider } from "@lingui/react";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { FounderReach } from "../../../core/schemas/deal-answer";
import { loadCatalogue } from "../../i18n/catalogues";
import type { Locale } from "../../i18n/locales";
import { ReachSection } from "./reach-section";

// The founder's reach: the line of docs/product.md (section 5.10), and the firms that let their
// respond-by date pass counted apart from the answers, in the page's language.

const REACH: FounderReach = {
  firms: 3,
  opened: 1,
  answered: 1,
  circled: 0,
  unanswered: 2,
  introductions: [],
};

async function renderIn(locale: Locale, reach: FounderReach) {
  const i18n = await loadCatalogue(locale);
  render(
    <I18nProvider i18n={i18n}>
      <ReachSection reach={reach} />
    </I18nProvider>,
  );
}

describe("the founder's reach section", () => {
  afterEach(cleanup);

  it("counts the firms with no answer by the date apart from the answers", async () => {
    await renderIn("en", REACH);
    expect(screen.getByText(/^Sent to 3 firms/).textContent).toBe(
      "Sent to 3 firms · opened by 1 · answered by 1 · circled 0",
    );
    expect(
      screen.getByText("No answer by the date we asked: 2. A firm may still answer after it."),
    ).toBeTruthy();
  });

  it("says so in Arabic on the Arabic page, and nothing while every firm is within its date", async () => {
    await renderIn("ar", REACH);
    expect(
      screen.getByText("شركات لم تُجب بحلول الموعد الذي طلبناه: 2. ويمكنها أن تجيب بعده."),
    ).toBeTruthy();
    cleanup();
    await renderIn("en", { ...REACH, unanswered: 0 });
    expect(screen.queryByText(/No answer by the date/)).toBeNull();
  });
});
