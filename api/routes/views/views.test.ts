import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { loginAsAdmin, loginAsReviewer } from "../../test/admin";
import { useTestApp } from "../../test/helpers";

type Headers = { authorization: string };

describe("saved views", () => {
  const t = useTestApp();
  let amal: { authorization: string };
  let bilal: { authorization: string };

  beforeAll(async () => {
    amal = (await loginAsAdmin(t.app, t.db, { name: "Amal Youssef" })).headers;
    bilal = (await loginAsAdmin(t.app, t.db, { name: "Bilal Qureshi" })).headers;
  });

  const save = (headers: Headers, body: object) =>
    t.app.inject({ method: "POST", url: "/api/admin/views", headers, payload: body });
  const viewsOf = async (headers: Headers, list: string) =>
    (await t.app.inject({ method: "GET", url: `/api/admin/views?list=${list}`, headers })).json();
  const patch = (headers: Headers, id: string, payload: object) =>
    t.app.inject({ method: "PATCH", url: `/api/admin/views/${id}`, headers, payload });
  const remove = (headers: Headers, id: string) =>
    t.app.inject({ method: "DELETE", url: `/api/admin/views/${id}`, headers });

  it("keeps a private view for its owner only, and shows a shared one to all staff", async () => {
    const mine = await save(amal, {
      list: "applications",
      name: "  Pending HealthTech ",
      settings: { q: "health", status: "Pending", sort: "oldest" },
    });
    expect(mine.statusCode).toBe(201);
    expect(mine.json()).toMatchObject({
      list: "applications",
      name: "Pending HealthTech",
      shared: false,
      settings: { q: "health", status: "Pending", sort: "oldest" },
      ownerName: "Amal Youssef",
      mine: true,
    });
    const shared = await save(amal, {
      list: "applications",
      name: "Cohort review",
      shared: true,
      settings: { status: "In Discussion" },
    });
    await save(amal, { list: "contacts", name: "Cohort review", settings: {} });

    expect((await viewsOf(amal, "applications")).map((v: { name: string }) => v.name)).toEqual([
      "Cohort review",
      "Pending HealthTech",
    ]);
    expect(await viewsOf(bilal, "applications")).toEqual([
      expect.objectContaining({
        _id: shared.json()._id,
        name: "Cohort review",
        ownerName: "Amal Youssef",
        mine: false,
      }),
    ]);
    expect(await viewsOf(bilal, "contacts")).toEqual([]);

    // Bilal's own views come first, then the team's.
    await save(bilal, {
      list: "pitch-leads",
      name: "Without location",
      settings: { hiddenColumns: ["Location"] },
    });
    expect(await viewsOf(bilal, "pitch-leads")).toEqual([
      expect.objectContaining({ settings: { hiddenColumns: ["Location"] }, mine: true }),
    ]);
  });

  it("lets only the owner rename, share or delete a view", async () => {
    const view = (
      await save(amal, { list: "contacts", name: "Partnerships", shared: true, settings: {} })
    ).json();
    const secret = (await save(amal, { list: "contacts", name: "Secret", settings: {} })).json();

    const renamedByOther = await patch(bilal, view._id, { name: "Mine now" });
    expect(renamedByOther.statusCode).toBe(403);
    expect(renamedByOther.json().message).toBe(
      "Only the person who saved this view can rename, share or delete it.",
    );
    expect((await remove(bilal, view._id)).statusCode).toBe(403);
    // A private view of another person does not exist for Bilal.
    expect((await patch(bilal, secret._id, { name: "Found it" })).statusCode).toBe(404);
    expect((await remove(bilal, secret._id)).json()).toEqual({ message: "View not found." });

    const renamed = await patch(amal, view._id, { name: "Partners", shared: false });
    expect(renamed.json()).toMatchObject({ name: "Partners", shared: false });
    expect(await viewsOf(bilal, "contacts")).toEqual([]);

    const deleted = await remove(amal, view._id);
    expect(deleted.json()).toEqual({ message: "View deleted" });
    expect((await viewsOf(amal, "contacts")).map((v: { name: string }) => v.name)).not.toContain(
      "Partners",
    );
    expect((await remove(amal, randomUUID())).statusCode).toBe(404);
  });

  it("refuses a second view of the same name on a list, in any case", async () => {
    await save(amal, { list: "subscribers", name: "Weekly", settings: {} });
    const again = await save(amal, { list: "subscribers", name: "WEEKLY", settings: {} });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("You already have a view named “WEEKLY” on this list.");
    // Another person may use the name.
    expect(
      (await save(bilal, { list: "subscribers", name: "Weekly", settings: {} })).statusCode,
    ).toBe(201);
    const other = (await save(amal, { list: "subscribers", name: "Daily", settings: {} })).json();
    const renamed = await patch(amal, other._id, { name: "weekly" });
    expect(renamed.statusCode).toBe(409);
  });

  it("lets a reviewer keep views of the applications, and see the team's", async () => {
    const reviewer = (await loginAsReviewer(t.app, t.db, { name: "Rana Khoury" })).headers;
    const saved = await save(reviewer, {
      list: "applications",
      name: "My queue",
      settings: { sort: "median" },
    });
    expect(saved.statusCode).toBe(201);
    const names = (await viewsOf(reviewer, "applications")).map((v: { name: string }) => v.name);
    expect(names).toEqual(["My queue", "Cohort review"]);
    // Bulk actions stay with the admins.
    const bulk = await t.app.inject({
      method: "GET",
      url: "/api/admin/applications/bulk/selection",
      headers: reviewer,
    });
    expect(bulk.statusCode).toBe(403);
  });

  it.each([
    [{ list: "payments", name: "x", settings: {} }, "List: Unknown list"],
    [{ list: "contacts", name: " ", settings: {} }, "Name: This field is required"],
    [
      { list: "contacts", name: "x".repeat(61), settings: {} },
      "Name: Must be at most 60 characters",
    ],
    [
      { list: "contacts", name: "Sorted", settings: { sort: "random" } },
      'Sort: Invalid option: expected one of "newest"|"oldest"|"median"|"waiting"',
    ],
  ])("refuses %j with a clear message", async (body, message) => {
    const response = await save(amal, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });
});
