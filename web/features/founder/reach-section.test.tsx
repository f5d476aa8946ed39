// @vitest-environment jsdom
import { I18nProvider } from "@lingui/react";
import { cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import type { Digits } from "../../../core/languages";
import type { FounderReach } from "../../../core/schemas/deal-answer";
import { i18nOrAny, loadCatalogue } from "../../i18n/catalogues";
import { type Locale, localePath } from "../../i18n/locales";
import { PATHS } from "../../paths";
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

/** The section on the founder's page in `locale`, for a visitor whose root loader read `digits`. */
async function renderIn(locale: Locale, reach: FounderReach, digits: Digits = "latn") {
  await loadCatalogue(locale);
  const Page = createRoutesStub([
    {
      id: "root",
      path: "/",
      loader: () => ({ digits }),
      HydrateFallback: () => null,
      children: [{ path: "*", Component: () => <ReachSection reach={reach} /> }],
    },
  ]);
  render(
    <I18nProvider i18n={i18nOrAny(locale, digits)}>
      <Page initialEntries={[localePath(locale, PATHS.myApplication)]} />
    </I18nProvider>,
  );
  await screen.findByRole("heading");
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

  it("writes its counts in Eastern Arabic digits for a visitor who chose them", async () => {
    await renderIn("ar", REACH, "arab");
    expect(
      screen.getByText("شركات لم تُجب بحلول الموعد الذي طلبناه: ٢. ويمكنها أن تجيب بعده."),
    ).toBeTruthy();
    expect(screen.getByText(/٣/).textContent).not.toMatch(/[0-9]/);
    cleanup();
    await renderIn("en", REACH, "arab");
    expect(screen.getByText(/^Sent to 3 firms/)).toBeTruthy();
  });
});
