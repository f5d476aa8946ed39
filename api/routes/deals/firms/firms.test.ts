import { describe, expect, it } from "vitest";
import { loginAsAdmin, loginAsReviewer } from "../../../test/admin";
import { aFirm } from "../../../test/factories";
import { useTestApp } from "../../../test/helpers";

describe("the affiliated firms' directory", () => {
  const t = useTestApp();
  const admin = async () => (await loginAsAdmin(t.app, t.db)).headers;
  const post = async (body: object) =>
    t.app.inject({
      method: "POST",
      url: "/api/admin/affiliated-firms",
      payload: body,
      headers: await admin(),
    });

  it("adds a firm with its thesis and people, and reads it back", async () => {
    const created = await post(aFirm());
    expect(created.statusCode).toBe(201);
    const firm = created.json();
    expect(firm).toMatchObject({
      name: "Gulf Gate Capital",
      domains: ["gulfgate.example", "gg-capital.example"],
      sectors: ["FinTech", "ClimateTech"],
      chequeMin: 250000,
      chequeMax: 2000000,
      chequeCurrency: "USD",
      neverSend: false,
      people: [
        { name: "Aisha Rahman", email: "aisha@gulfgate.example", role: "Partner" },
        { name: "Omar Haddad", email: "omar@gulfgate.example", role: "" },
      ],
    });
    const read = await t.app.inject({
      method: "GET",
      url: `/api/admin/affiliated-firms/${firm._id}`,
      headers: await admin(),
    });
    expect(read.json()).toEqual(firm);
    const search = await t.app.inject({
      method: "GET",
      url: "/api/admin/affiliated-firms?q=omar@gulfgate",
      headers: await admin(),
    });
    expect(search.json().items.map((f: { name: string }) => f.name)).toEqual(["Gulf Gate Capital"]);
  });

  it.each([
    [{ name: " " }, "name", "Name: This field is required"],
    [{ domains: ["https://gulfgate.example/about"] }, "domains.0", "Enter a web domain"],
    [{ sectors: ["Crypto"] }, "sectors.0", "Choose a sector from the list"],
    [{ stages: ["Seed", "Seed"] }, "stages", "Choose each stage once"],
    [{ chequeMin: 5, chequeMax: 1 }, "chequeMax", "Must not be less than the smallest cheque"],
    [{ chequeMin: -1 }, "chequeMin", "Must not be negative"],
    [{ chequeCurrency: "EUR" }, "chequeCurrency", "Choose a currency from the list"],
    [{ neverSend: true }, "neverSendReason", "Say why nothing is sent to this firm"],
    [{ people: [{ name: "X", email: "not-an-address" }] }, "people.0.email", "valid e-mail"],
    [
      { people: [{ name: "X", email: "x@gulfgate.example", language: "fr" }] },
      "people.0.language",
      "Choose English (en) or Arabic (ar)",
    ],
  ])("refuses a bad firm (%j) with 400 naming %s", async (change, path, message) => {
    const response = await post(aFirm({ name: "Refused Ventures", ...change }));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
    expect(response.json().issues[0].path).toBe(path);
  });

  it("refuses a second firm of the same name, in any case, with 409", async () => {
    await post(aFirm({ name: "Twin Peaks Partners" }));
    const again = await post(aFirm({ name: "twin peaks partners" }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: "A firm of this name is already in the directory." });
  });

  it("changes a firm, marks it never send with a reason, and answers 404 for an unknown one", async () => {
    const firm = (await post(aFirm({ name: "Rival Fund" }))).json();
    const changed = await t.app.inject({
      method: "PUT",
      url: `/api/admin/affiliated-firms/${firm._id}`,
      payload: aFirm({
        name: "Rival Fund",
        neverSend: true,
        neverSendReason: "Competitor of two portfolio companies",
        people: [],
      }),
      headers: await admin(),
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      neverSend: true,
      neverSendReason: "Competitor of two portfolio companies",
      people: [],
    });
    const missing = await t.app.inject({
      method: "PUT",
      url: "/api/admin/affiliated-firms/00000000-0000-4000-8000-000000000000",
      payload: aFirm({ name: "Nobody" }),
      headers: await admin(),
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: "Firm not found." });
  });

  it("exports CSV that imports back, updating by name and adding the rest", async () => {
    const headers = await admin();
    const csv = await t.app.inject({
      method: "GET",
      url: "/api/admin/affiliated-firms.csv?q=gulf gate",
      headers,
    });
    const lines = csv.body.trimEnd().split("\r\n");
    expect(lines[0]).toBe(
      "\uFEFFName,Domains,Sectors,Stages,Regions,Smallest cheque,Largest cheque,Currency,Never send,Never send reason,People,Languages,Notes",
    );
    expect(lines[1]).toBe(
      "Gulf Gate Capital,gulfgate.example; gg-capital.example,FinTech; ClimateTech,Seed; Series A,Middle East; India,250000,2000000,USD,no,,Aisha Rahman <aisha@gulfgate.example> (Partner); Omar Haddad <omar@gulfgate.example>,en; en,Leads seed rounds in the Gulf.",
    );
    const edited = `${lines[0]}\r\n${lines[1]?.replace("Leads seed rounds in the Gulf.", "Now also Series B.")}\r\n"Desert Rose Angels",desertrose.example,HealthTech,Pre-Seed,India,"10,000",50000,AED,yes,Conflict: LP of a competitor,Lina Aziz <lina@desertrose.example> (Associate),ar,\r\n`;
    const imported = await t.app.inject({
      method: "POST",
      url: "/api/admin/affiliated-firms/import",
      payload: { csv: `\uFEFF${edited}` },
      headers,
    });
    expect(imported.statusCode).toBe(200);
    expect(imported.json()).toEqual({
      created: 1,
      updated: 1,
      message: "Imported 2 firms: 1 added, 1 updated.",
    });
    const list = (
      await t.app.inject({ method: "GET", url: "/api/admin/affiliated-firms?pageSize=50", headers })
    ).json().items as {
      name: string;
      notes: string;
      neverSend: boolean;
      chequeMin: number;
      people: unknown[];
    }[];
    expect(list.find((f) => f.name === "Gulf Gate Capital")?.notes).toBe("Now also Series B.");
    expect(list.find((f) => f.name === "Desert Rose Angels")).toMatchObject({
      neverSend: true,
      chequeMin: 10000,
      people: [
        {
          name: "Lina Aziz",
          email: "lina@desertrose.example",
          role: "Associate",
          language: "ar",
        },
      ],
    });
    // The person's language goes out again as it came in.
    const again = await t.app.inject({
      method: "GET",
      url: "/api/admin/affiliated-firms.csv?q=desert rose",
      headers,
    });
    expect(again.body).toContain("Lina Aziz <lina@desertrose.example> (Associate),ar,");
  });

  it("reads a person without a language as English, and keeps the language a person is given", async () => {
    const created = await post(
      aFirm({
        name: "Falcon Gate Partners",
        people: [
          { name: "Mariam Al Suwaidi", email: "mariam@falcongate.example", language: "ar" },
          { name: "Tom Reid", email: "tom@falcongate.example" },
        ],
      }),
    );
    expect(created.statusCode).toBe(201);
    expect(created.json().people.map((person: { language: string }) => person.language)).toEqual([
      "ar",
      "en",
    ]);
  });

  it.each([
    ["fr", "Row 2, Languages, person 2: Choose English (en) or Arabic (ar)"],
    [
      "ar; en; en",
      "Row 2, Languages: give one language per person, in the order of People (3 for 2)",
    ],
  ])("refuses a CSV whose Languages cell is %j with 400, naming it", async (cell, message) => {
    const headers = await admin();
    const csv = `Name,People,Languages\r\nKhor Partners,Ali <ali@khor.example>; Sara <sara@khor.example>,"${cell === "fr" ? "ar; fr" : cell}"\r\n`;
    const response = await t.app.inject({
      method: "POST",
      url: "/api/admin/affiliated-firms/import",
      payload: { csv },
      headers,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: `Nothing was imported. ${message}.` });
  });

  it("refuses a CSV with a bad row whole, naming the row, and imports nothing of it", async () => {
    const headers = await admin();
    const before = (
      await t.app.inject({ method: "GET", url: "/api/admin/affiliated-firms", headers })
    ).json().total;
    const csv =
      "Name,Domains,Sectors\r\nGood Firm,good.example,FinTech\r\nBad Firm,good.example,Crypto\r\n";
    const response = await t.app.inject({
      method: "POST",
      url: "/api/admin/affiliated-firms/import",
      payload: { csv },
      headers,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: "Nothing was imported. Row 3, Sectors: Choose a sector from the list.",
    });
    const noHeader = await t.app.inject({
      method: "POST",
      url: "/api/admin/affiliated-firms/import",
      payload: { csv: "just some text" },
      headers,
    });
    expect(noHeader.statusCode).toBe(400);
    expect(noHeader.json().message).toContain("header row with a Name column");
    const after = (
      await t.app.inject({ method: "GET", url: "/api/admin/affiliated-firms", headers })
    ).json().total;
    expect(after).toBe(before);
  });

  it("is for admins only", async () => {
    const { headers } = await loginAsReviewer(t.app, t.db);
    const response = await t.app.inject({
      method: "GET",
      url: "/api/admin/affiliated-firms",
      headers,
    });
    expect(response.statusCode).toBe(403);
  });
});
