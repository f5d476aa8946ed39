import { beforeAll, describe, expect, it } from "vitest";
import { loginAsAdmin } from "../../test/admin";
import { aFounderLead, aHandbookLead } from "../../test/factories";
import { postJson, useTestApp } from "../../test/helpers";

describe("subscribers and leads in the admin console", () => {
  const t = useTestApp();
  let headers: { authorization: string };

  beforeAll(async () => {
    headers = (await loginAsAdmin(t.app, t.db)).headers;
    await postJson(t.app, "/api/newsletter/subscribe", { email: "keep@example.com" });
    await postJson(t.app, "/api/newsletter/subscribe", { email: "Leave@Example.com" });
    await postJson(t.app, "/api/leads", aHandbookLead({ name: "Handbook Reader" }));
    await postJson(
      t.app,
      "/api/leads",
      aFounderLead({ name: "Founder Reader", investment: 2500000 }),
    );
  });

  it("lists subscribers with e-mail and date", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/newsletter/all", headers });
    expect(
      response
        .json()
        .map((s: { email: string }) => s.email)
        .sort(),
    ).toEqual(["Leave@Example.com", "keep@example.com"]);
    expect(response.json()[0]).toEqual({
      email: expect.any(String),
      createdAt: expect.any(String),
      status: "Pending confirmation",
      source: "footer",
      interests: [],
      confirmedAt: null,
      leftAt: null,
    });
  });

  it("deletes a subscriber by e-mail in any case, and says so", async () => {
    const deleted = await t.app.inject({
      method: "DELETE",
      url: "/api/newsletter/delete",
      headers,
      payload: { email: "leave@example.com" },
    });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: "Subscriber deleted" });
    const again = await t.app.inject({
      method: "DELETE",
      url: "/api/newsletter/delete",
      headers,
      payload: { email: "leave@example.com" },
    });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: "Subscriber not found." });
    const left = (
      await t.app.inject({ method: "GET", url: "/api/admin/subscribers", headers })
    ).json();
    expect(left.items.map((s: { email: string }) => s.email)).toEqual(["keep@example.com"]);
  });

  it("lists pitch leads and consultancy leads with every field", async () => {
    const pitch = (await t.app.inject({ method: "GET", url: "/api/leads", headers })).json();
    expect(pitch).toEqual([
      expect.objectContaining({
        name: "Handbook Reader",
        role: "Entrepreneur",
        location: "Karnataka",
      }),
    ]);
    const consultancy = (
      await t.app.inject({ method: "GET", url: "/api/consultancy-leads", headers })
    ).json();
    expect(consultancy).toEqual([
      expect.objectContaining({
        name: "Founder Reader",
        startup: "Krishi Ledger",
        investment: 2500000,
        hours: 6,
      }),
    ]);
    const paged = (
      await t.app.inject({ method: "GET", url: "/api/admin/consultancy-leads?q=krishi", headers })
    ).json();
    expect(paged.total).toBe(1);
  });

  it("counts new contacts, applications and leads until the bell is opened", async () => {
    const before = (
      await t.app.inject({ method: "GET", url: "/api/admin/notifications", headers })
    ).json();
    expect(before).toMatchObject({ since: null, contacts: 0, applications: 0, leads: 2 });
    await t.app.inject({ method: "POST", url: "/api/admin/notifications/seen", headers });
    await postJson(t.app, "/api/leads", aHandbookLead());
    const after = (
      await t.app.inject({ method: "GET", url: "/api/admin/notifications", headers })
    ).json();
    expect(after).toMatchObject({ contacts: 0, applications: 0, leads: 1 });
    expect(after.since).toEqual(expect.any(String));
  });
});
