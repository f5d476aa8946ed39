// @vitest-environment jsdom
import { type SubmissionResult, useForm } from "@conform-to/react";
import { I18nProvider } from "@lingui/react";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { loadCatalogue } from "../../../i18n/catalogues";
import { BilingualTextField } from "./bilingual-text-field";

type Values = { summary: string; summaryAr: string; title: string; titleAr: string };

/** A console form as a refused save leaves it: what was typed, the server's message on one field. */
function Form({ lastResult }: { lastResult: SubmissionResult<string[]> }) {
  const [form, fields] = useForm<Values>({ lastResult });
  return (
    <form id={form.id} aria-label="Event">
      <BilingualTextField english={fields.title} arabic={fields.titleAr} label="Title" />
      <BilingualTextField
        english={fields.summary}
        arabic={fields.summaryAr}
        label="Summary"
        optional
        rows={3}
      />
    </form>
  );
}

async function renderForm(lastResult: SubmissionResult<string[]>) {
  const i18n = await loadCatalogue("en");
  render(
    <I18nProvider i18n={i18n}>
      <Form lastResult={lastResult} />
    </I18nProvider>,
  );
}

afterEach(cleanup);

describe("BilingualTextField", () => {
  it("puts the Arabic text beside the English one, right to left and optional", async () => {
    await renderForm({
      status: "error",
      initialValue: { title: "Demo Day", titleAr: "يوم العرض", summary: "", summaryAr: "" },
      error: { title: ["Must be at most 200 characters"] },
    });
    const english = screen.getByLabelText("Title");
    const arabic = screen.getByLabelText("Title in Arabic (optional)");
    expect(english).toHaveProperty("value", "Demo Day");
    expect(arabic).toHaveProperty("value", "يوم العرض");
    expect([arabic.getAttribute("lang"), arabic.getAttribute("dir")]).toEqual(["ar", "rtl"]);
    expect(english.getAttribute("dir")).toBeNull();
    const described = english.getAttribute("aria-describedby") ?? "";
    expect(document.getElementById(described)?.textContent).toBe("Must be at most 200 characters");
    expect(arabic.getAttribute("aria-invalid")).toBe("false");
  });

  it("asks for several lines when given rows, in both languages", async () => {
    await renderForm({ status: "error", initialValue: {}, error: {} });
    expect(screen.getByLabelText("Summary (optional)").tagName).toBe("TEXTAREA");
    const arabic = screen.getByLabelText("Summary in Arabic (optional)");
    expect([arabic.tagName, arabic.getAttribute("rows"), arabic.getAttribute("dir")]).toEqual([
      "TEXTAREA",
      "3",
      "rtl",
    ]);
  });
});
