import { beforeAll, describe, expect, it } from "vitest";
import { loginAsAdmin } from "../../../test/admin";
import { aFirm } from "../../../test/factories";
import { useTestApp } from "../../../test/helpers";

// The directory's "never send" filter (docs/decisions/064-deal-questions.md): the firms marked
// never send, or the others, in the list and its CSV alike.

describe("the affiliated firms' never send filter", () => {
  const t = useTestApp();
  let headers: Record<string, string>;
  const names = async (url: string) =>
    (await t.app.inject({ method: "GET", url, headers }))
      .json()
      .items.map((firm: { name: string }) => firm.name)
      .sort();

  beforeAll(async () => {
    ({ headers } = await loginAsAdmin(t.app, t.db));
    for (const firm of [
      aFirm({ name: "Alpha Gulf", domains: ["alpha.example"], people: [] }),
      aFirm({ name: "Beta Health", domains: ["beta.example"], people: [] }),
      aFirm({
        name: "Rival Capital",
        domains: ["rival.example"],
        people: [],
        neverSend: true,
        neverSendReason: "Backs a competitor",
      }),
    ]) {
      const created = await t.app.inject({
        method: "POST",
        url: "/api/admin/affiliated-firms",
        headers,
        payload: firm,
      });
      expect(created.statusCode).toBe(201);
    }
  });

  it("lists only the never send firms, or only the others", async () => {
    expect(await names("/api/admin/affiliated-firms?status=Never%20send")).toEqual([
      "Rival Capital",
    ]);
    expect(await names("/api/admin/affiliated-firms?status=May%20be%20sent")).toEqual([
      "Alpha Gulf",
      "Beta Health",
    ]);
    expect(await names("/api/admin/affiliated-firms")).toHaveLength(3);
    expect(await names("/api/admin/affiliated-firms?status=Unknown")).toEqual([]);
    const csv = await t.app.inject({
      method: "GET",
      url: "/api/admin/affiliated-firms.csv?status=Never%20send",
      headers,
    });
    expect(csv.body).toContain("Rival Capital");
    expect(csv.body).not.toContain("Alpha Gulf");
  });

  it("follows a firm marked never send later", async () => {
    const list = (
      await t.app.inject({ method: "GET", url: "/api/admin/affiliated-firms?q=beta", headers })
    ).json();
    const beta = list.items[0];
    const changed = await t.app.inject({
      method: "PUT",
      url: `/api/admin/affiliated-firms/${beta._id}`,
      headers,
      payload: aFirm({
        name: "Beta Health",
        domains: ["beta.example"],
        people: [],
        neverSend: true,
        neverSendReason: "Conflict",
      }),
    });
    expect(changed.statusCode).toBe(200);
    expect(await names("/api/admin/affiliated-firms?status=Never%20send")).toEqual([
      "Beta Health",
      "Rival Capital",
    ]);
  });
});
