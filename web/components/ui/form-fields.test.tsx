// @vitest-environment jsdom
import { type SubmissionResult, useForm } from "@conform-to/react";
import { I18nProvider } from "@lingui/react";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { loadCatalogue } from "../../i18n/catalogues";
import type { Locale } from "../../i18n/locales";
import {
  AmountField,
  ChoiceField,
  EmailField,
  LongTextField,
  NumberField,
  PhoneField,
  TextField,
} from "./form-fields";

// Each shared field draws its label, ties its hint and its error to the control, and says a core
// schema's message in the page's language. The form is conform's, given what a route action
// answers: a reply with each field's errors and what was typed.

type Values = {
  name: string;
  email: string;
  phone: string;
  reason: string;
  message: string;
  investment: string;
  hours: string;
  website: string;
};
const TYPED: Values = {
  name: "",
  email: "yusuf@",
  phone: "12",
  reason: "",
  message: "",
  investment: "-5",
  hours: "6.5",
  website: "https://example.com",
};

function Fields({ errors }: { errors: Partial<Record<keyof Values, string[]>> }) {
  const lastResult: SubmissionResult<string[]> = {
    status: "error",
    initialValue: TYPED,
    error: errors,
  };
  const [form, fields] = useForm<Values>({ lastResult });
  return (
    <form id={form.id} aria-label="Form">
      <TextField field={fields.name} label="Name" autoComplete="name" />
      <EmailField field={fields.email} label="E-mail" hint="We answer here." />
      <PhoneField field={fields.phone} label="Phone" optional />
      <ChoiceField
        field={fields.reason}
        label="Reason"
        placeholder="Select a reason"
        options={["Partnership", "Media"]}
        optionLabel={(option) => option.toUpperCase()}
      />
      <LongTextField field={fields.message} label="Message" />
      <AmountField field={fields.investment} label="Planned investment" currency="INR" />
      <NumberField field={fields.hours} label="Hours per day" inputMode="decimal" max={24} />
      <TextField field={fields.website} label="Website" type="url" />
    </form>
  );
}

async function renderIn(locale: Locale, errors: Partial<Record<keyof Values, string[]>>) {
  const i18n = await loadCatalogue(locale);
  render(
    <I18nProvider i18n={i18n}>
      <Fields errors={errors} />
    </I18nProvider>,
  );
}

const descriptionOf = (element: HTMLElement) =>
  (element.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent)
    .join(" ");

afterEach(cleanup);

describe("the shared form fields", () => {
  it("label their controls, and show what was typed", async () => {
    await renderIn("en", {});
    expect(screen.getByLabelText("Name")).toHaveProperty("value", "");
    expect(screen.getByLabelText("E-mail")).toHaveProperty("value", "yusuf@");
    expect(screen.getByLabelText("E-mail").getAttribute("type")).toBe("email");
    expect(screen.getByLabelText(/^Phone/).getAttribute("type")).toBe("tel");
    expect(screen.getByLabelText(/^Phone/).textContent).toBe("");
    expect(screen.getByText("(optional)")).toBeTruthy();
    expect(screen.getByLabelText("Planned investment (₹)")).toHaveProperty("value", "-5");
    expect(screen.getByLabelText("Planned investment (₹)").getAttribute("inputmode")).toBe(
      "numeric",
    );
    expect(screen.getByLabelText("Message").tagName).toBe("TEXTAREA");
    const hours = screen.getByLabelText("Hours per day");
    expect([hours.getAttribute("type"), hours.getAttribute("inputmode")]).toEqual([
      "number",
      "decimal",
    ]);
    expect(hours).toHaveProperty("value", "6.5");
    const website = screen.getByLabelText("Website");
    expect([website.getAttribute("type"), website.getAttribute("dir")]).toEqual(["url", "ltr"]);
  });

  it("start a choice on its placeholder, with each option's words over its value", async () => {
    await renderIn("en", {});
    const reason = screen.getByLabelText("Reason") as HTMLSelectElement;
    expect(reason.value).toBe("");
    expect([...reason.options].map((option) => [option.value, option.text])).toEqual([
      ["", "Select a reason"],
      ["Partnership", "PARTNERSHIP"],
      ["Media", "MEDIA"],
    ]);
  });

  it("describe a control by its hint, and by its error once it has one, marked invalid", async () => {
    await renderIn("en", {
      name: ["This field is required"],
      email: ["Enter a valid e-mail address"],
    });
    const name = screen.getByLabelText("Name");
    expect(name.getAttribute("aria-invalid")).toBe("true");
    expect(descriptionOf(name)).toBe("This field is required");
    expect(descriptionOf(screen.getByLabelText("E-mail"))).toBe(
      "We answer here. Enter a valid e-mail address",
    );
    const phone = screen.getByLabelText(/^Phone/);
    expect(phone.getAttribute("aria-invalid")).toBe("false");
    expect(phone.getAttribute("aria-describedby")).toBeNull();
  });

  it("say each schema message in Arabic on an Arabic page", async () => {
    await renderIn("ar", {
      name: ["This field is required"],
      reason: ["Choose a reason"],
      investment: ["Investment cannot be negative"],
      message: ["Must be at most 5000 characters"],
    });
    expect(descriptionOf(screen.getByLabelText("Name"))).toBe("هذا الحقل مطلوب");
    expect(descriptionOf(screen.getByLabelText("Reason"))).toBe("اختر سببًا");
    expect(descriptionOf(screen.getByLabelText("Planned investment (₹)"))).toBe(
      "لا يمكن أن يكون الاستثمار سالبًا",
    );
    expect(descriptionOf(screen.getByLabelText("Message"))).toBe("يجب ألا يتجاوز 5000 حرفًا");
  });
});
