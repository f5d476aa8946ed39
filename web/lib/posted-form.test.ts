import { describe, expect, it } from "vitest";
import { postedForm } from "./posted-form";

// A page's server action reads its form through postedForm: a post no form of the site sends is
// refused with 400 before the action parses it (docs/product.md, section 3).
const post = (body: string) =>
  postedForm(
    new Request("http://localhost/contact", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body,
    }),
  );
const refusedWith400 = { init: { status: 400 } };

describe("postedForm", () => {
  it("reads a form as a browser sends it, lists and nested names included", async () => {
    const form = await post(
      "email=a%40b.co&services=pitch&services=deck&answers.company=Nakhla&people%5B2%5D.name=Huda",
    );
    expect(form.getAll("services")).toEqual(["pitch", "deck"]);
    expect(form.get("answers.company")).toBe("Nakhla");
    expect(form.get("people[2].name")).toBe("Huda");
  });

  it("refuses a list index no form uses, which would echo a list of that length back", async () => {
    await expect(post("email=a%40b.co&x%5B99999999%5D=a")).rejects.toMatchObject(refusedWith400);
    await expect(post("x%5B1000%5D=a")).rejects.toMatchObject(refusedWith400);
    await expect(post("x%5B999%5D=a")).resolves.toBeInstanceOf(FormData);
  });

  it("refuses more fields than any form has, before conform gathers them", async () => {
    const fields = (count: number, name: (at: number) => string) =>
      Array.from({ length: count }, (_, at) => `${name(at)}=${at}`).join("&");
    // One name 40,000 times: conform's gathering of them is quadratic (9.6 s before this bound).
    await expect(post(fields(40_000, () => "x"))).rejects.toMatchObject(refusedWith400);
    await expect(post(fields(1_001, (at) => `f${at}`))).rejects.toMatchObject(refusedWith400);
    await expect(post(fields(1_000, (at) => `f${at}`))).resolves.toBeInstanceOf(FormData);
  });

  it("refuses a list index set through conform's own update intent", async () => {
    const intent = JSON.stringify({
      type: "update",
      payload: { name: "x", index: 99999999, value: "a" },
    });
    await expect(post(`__intent__=${encodeURIComponent(intent)}`)).rejects.toMatchObject(
      refusedWith400,
    );
  });

  it("refuses a name nested deeper than any form, whose answer would overflow the stack", async () => {
    await expect(post(`${encodeURIComponent(`a${"[0]".repeat(50_000)}`)}=x`)).rejects.toMatchObject(
      refusedWith400,
    );
    await expect(post(`${encodeURIComponent(`a${".b".repeat(9)}`)}=x`)).rejects.toMatchObject(
      refusedWith400,
    );
    await expect(post(`${encodeURIComponent(`a${".b".repeat(7)}`)}=x`)).resolves.toBeInstanceOf(
      FormData,
    );
  });

  it("refuses a body that is not a form", async () => {
    await expect(
      postedForm(
        new Request("http://localhost/contact", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: '{"email":"a@b.co"}',
        }),
      ),
    ).rejects.toMatchObject(refusedWith400);
  });
});
