import { beforeAll, describe, expect, it } from "vitest";
import { UAE_HOLIDAYS_STARTING_LIST } from "../../../core/business-days";
import { loginAsAdmin, loginAsReviewer } from "../../test/admin";
import { useTestApp } from "../../test/helpers";

const URL = "/api/admin/business-calendar";

describe("the firm's business-day calendar", () => {
  const t = useTestApp();
  let headers: { authorization: string };
  beforeAll(async () => {
    headers = (await loginAsAdmin(t.app, t.db)).headers;
  });

  const read = async () => {
    const response = await t.app.inject({ method: "GET", url: URL, headers });
    expect(response.statusCode).toBe(200);
    return response.json() as {
      timeZone: string;
      weekend: string[];
      holidays: { day: string; name: string }[];
    };
  };
  const add = (payload: object) =>
    t.app.inject({ method: "POST", url: `${URL}/holidays`, headers, payload });

  it("starts from the UAE's holidays, on Abu Dhabi's time with a Saturday–Sunday weekend", async () => {
    const calendar = await read();
    expect(calendar.timeZone).toBe("Asia/Dubai");
    expect(calendar.weekend).toEqual(["Saturday", "Sunday"]);
    expect(calendar.holidays).toEqual(UAE_HOLIDAYS_STARTING_LIST);
    expect(calendar.holidays).toContainEqual({ day: "2026-12-02", name: "National Day" });
  });

  it("adds a holiday in its place by day, and takes it away again", async () => {
    const added = await add({ day: "2026-07-15", name: "Firm retreat" });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toEqual({ day: "2026-07-15", name: "Firm retreat" });
    const days = (await read()).holidays.map(({ day }) => day);
    expect(days.indexOf("2026-07-15")).toBe(days.indexOf("2026-06-16") + 1);

    const removed = await t.app.inject({
      method: "DELETE",
      url: `${URL}/holidays/2026-07-15`,
      headers,
    });
    expect(removed.statusCode).toBe(200);
    expect((await read()).holidays.map(({ day }) => day)).not.toContain("2026-07-15");
  });

  it("takes a weekend day, as the UAE announces Eid with all its days", async () => {
    const saturday = await add({ day: "2026-07-18", name: "Summer day" });
    expect(saturday.statusCode).toBe(201);
    await t.app.inject({ method: "DELETE", url: `${URL}/holidays/2026-07-18`, headers });
  });

  it("refuses a day entered twice, a day that does not exist and a missing name, saying why", async () => {
    const twice = await add({ day: "2026-12-02", name: "National Day" });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe("2026-12-02 is a holiday already.");
    const badDay = await add({ day: "2026-02-30", name: "Nothing" });
    expect(badDay.statusCode).toBe(400);
    expect(badDay.json().message).toContain("Choose the day");
    const noName = await add({ day: "2026-07-16", name: "  " });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().message).toContain("This field is required");
    const missing = await t.app.inject({
      method: "DELETE",
      url: `${URL}/holidays/2026-07-16`,
      headers,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe("Holiday not found.");
    expect((await read()).holidays).toEqual(UAE_HOLIDAYS_STARTING_LIST);
  });

  it("is for admins: a reviewer reads and changes nothing, a visitor is asked to sign in", async () => {
    const reviewer = (await loginAsReviewer(t.app, t.db)).headers;
    const asReviewer = await t.app.inject({ method: "GET", url: URL, headers: reviewer });
    expect(asReviewer.statusCode).toBe(403);
    const adding = await t.app.inject({
      method: "POST",
      url: `${URL}/holidays`,
      headers: reviewer,
      payload: { day: "2026-07-15", name: "Firm retreat" },
    });
    expect(adding.statusCode).toBe(403);
    expect((await t.app.inject({ method: "GET", url: URL })).statusCode).toBe(401);
  });
});
