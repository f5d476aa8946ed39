// @vitest-environment jsdom
import { useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { type FormCheck, useFormRules } from "./form-rules";

const Schema = z.object({ name: z.string("This field is required") });
const check: FormCheck<{ name: string }> = (formData) => parseWithZod(formData, { schema: Schema });

/** A conform form with its rules behind `load`; `sent` counts what went past the browser's check. */
function RulesForm({ load, sent }: { load: () => Promise<typeof check>; sent: string[] }) {
  const rules = useFormRules(load);
  const [form, fields] = useForm({
    shouldValidate: "onSubmit",
    onValidate: rules.onValidate,
    onSubmit: (event, { formData }) => {
      event.preventDefault();
      sent.push(String(formData.get("name")));
    },
  });
  return (
    <form
      id={form.id}
      onSubmit={rules.onSubmit(form.onSubmit)}
      onFocus={rules.onFocus}
      noValidate
      aria-label="Form"
    >
      <label htmlFor={fields.name.id}>Name</label>
      <input id={fields.name.id} name={fields.name.name} aria-describedby={fields.name.errorId} />
      <p id={fields.name.errorId}>{fields.name.errors?.[0]}</p>
      <button type="submit">Send</button>
    </form>
  );
}

/** A load the test lets finish (or fail) when it chooses. */
function heldLoad() {
  let finish: (ok: boolean) => void = () => {};
  let calls = 0;
  const load = () => {
    calls += 1;
    return new Promise<typeof check>((resolve, reject) => {
      finish = (ok) => (ok ? resolve(check) : reject(new Error("chunk failed")));
    });
  };
  return { load, finish: (ok: boolean) => finish(ok), calls: () => calls };
}

afterEach(cleanup);

describe("useFormRules", () => {
  it("loads the rules on the form's first focus, once", () => {
    const held = heldLoad();
    render(<RulesForm load={held.load} sent={[]} />);
    expect(held.calls()).toBe(0);
    fireEvent.focus(screen.getByLabelText("Name"));
    fireEvent.focus(screen.getByRole("button", { name: "Send" }));
    expect(held.calls()).toBe(1);
  });

  it("holds a submission made before the rules arrived, then checks it: nothing is sent", async () => {
    const held = heldLoad();
    const sent: string[] = [];
    render(<RulesForm load={held.load} sent={sent} />);
    fireEvent.submit(screen.getByRole("form"));
    expect(screen.queryByText("This field is required")).toBeNull();
    await act(async () => held.finish(true));
    expect(await screen.findByText("This field is required")).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it("sends a held submission that passes the check", async () => {
    const held = heldLoad();
    const sent: string[] = [];
    render(<RulesForm load={held.load} sent={sent} />);
    fireEvent.change(screen.getByLabelText("Name"), { target: { value: "Leena" } });
    fireEvent.submit(screen.getByRole("form"));
    expect(sent).toEqual([]);
    await act(async () => held.finish(true));
    expect(sent).toEqual(["Leena"]);
  });

  it("leaves the check to the server when the rules cannot load", async () => {
    const held = heldLoad();
    const sent: string[] = [];
    render(<RulesForm load={held.load} sent={sent} />);
    fireEvent.submit(screen.getByRole("form"));
    await act(async () => held.finish(false));
    // Unchecked in the browser: the page's action answers the errors.
    expect(sent).toEqual([""]);
  });
});
