import { beforeAll, describe, expect, it } from "vitest";
import { loginAsAdmin } from "../../test/admin";
import { postJson, useTestApp } from "../../test/helpers";

const anInterest = (i: number, overrides: object = {}) => ({
  name: `Founder ${String(i).padStart(2, "0")}`,
  email: `founder${i}@example.com`,
  company: `Company ${i}`,
  idea: "A marketplace for refurbished lab equipment.",
  ...overrides,
});

describe("funding interest in the admin console", () => {
  const t = useTestApp();
  let headers: { authorization: string };

  beforeAll(async () => {
    headers = (await loginAsAdmin(t.app, t.db)).headers;
    for (let i = 1; i <= 7; i++) await postJson(t.app, "/api/funding-interest", anInterest(i));
    await postJson(
      t.app,
      "/api/funding-interest",
      anInterest(8, {
        name: "Meera Iyer",
        company: undefined,
        idea: "Solar cold rooms for farmers.",
      }),
    );
  });

  it("answers the full list, newest first, a missing company as empty, to an admin only", async () => {
    const denied = await t.app.inject({ method: "GET", url: "/api/funding-interest" });
    expect(denied.statusCode).toBe(401);
    const response = await t.app.inject({ method: "GET", url: "/api/funding-interest", headers });
    expect(response.statusCode).toBe(200);
    const list = response.json();
    expect(list).toHaveLength(8);
    expect(list[0]).toEqual({
      _id: expect.any(String),
      createdAt: expect.any(String),
      name: "Meera Iyer",
      email: "founder8@example.com",
      company: "",
      idea: "Solar cold rooms for farmers.",
    });
    const dates = list.map((f: { createdAt: string }) => f.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it("pages, searches and exports CSV", async () => {
    const page = (
      await t.app.inject({
        method: "GET",
        url: "/api/admin/funding-interest?page=2&pageSize=3&sort=oldest",
        headers,
      })
    ).json();
    expect(page).toMatchObject({ total: 8, page: 2, pageSize: 3 });
    expect(page.items.map((f: { name: string }) => f.name)).toEqual([
      "Founder 04",
      "Founder 05",
      "Founder 06",
    ]);
    const found = (
      await t.app.inject({ method: "GET", url: "/api/admin/funding-interest?q=solar", headers })
    ).json();
    expect(found.items.map((f: { name: string }) => f.name)).toEqual(["Meera Iyer"]);

    const csv = await t.app.inject({
      method: "GET",
      url: "/api/admin/funding-interest.csv?q=meera",
      headers,
    });
    expect(csv.headers["content-disposition"]).toBe('attachment; filename="funding-interest.csv"');
    const lines = csv.body.trimEnd().split("\r\n");
    expect(lines[0]).toBe("\uFEFFReceived,Name,E-mail,Company,Idea");
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(",Meera Iyer,founder8@example.com,,Solar cold rooms for farmers.");
  });

  it("counts new submissions on the bell", async () => {
    const notifications = (
      await t.app.inject({ method: "GET", url: "/api/admin/notifications", headers })
    ).json();
    expect(notifications).toMatchObject({ fundingInterest: 8, consultancyRequests: 0 });
  });
});
