import { describe, expect, it } from "vitest";
import { subscribers } from "../../db/schema/newsletter";
import { postJson, useTestApp } from "../../test/helpers";

describe("POST /api/newsletter/subscribe", () => {
  const t = useTestApp();

  it("stores the e-mail with its createdAt", async () => {
    const response = await postJson(t.app, "/api/newsletter/subscribe", {
      email: "nadia@example.com",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: "Subscribed" });
    const rows = await t.db.select().from(subscribers);
    expect(rows.map((row) => row.email)).toEqual(["nadia@example.com"]);
    expect(rows[0]?.createdAt).toBeInstanceOf(Date);
  });

  it("answers a second subscription of the same e-mail, in any case, without a second row", async () => {
    const first = await postJson(t.app, "/api/newsletter/subscribe", { email: "omar@example.com" });
    const again = await postJson(t.app, "/api/newsletter/subscribe", {
      email: " Omar@Example.com ",
    });
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    const rows = await t.db.select().from(subscribers);
    expect(rows.filter((row) => row.email.toLowerCase() === "omar@example.com")).toHaveLength(1);
  });

  it.each([
    [{ email: "" }, "Email: This field is required"],
    [{ email: "nadia@" }, "Email: Enter a valid e-mail address"],
    [{ email: `${"a".repeat(250)}@example.com` }, "Email: Must be at most 254 characters"],
    [{}, "Email: This field is required"],
  ])("rejects %j with 400", async (body, message) => {
    const response = await postJson(t.app, "/api/newsletter/subscribe", body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });
});
