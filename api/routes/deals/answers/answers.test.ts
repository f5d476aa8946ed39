import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { dealShares, dealViewerSessions } from "../../../db/schema/deals";
import { mailOutbox } from "../../../db/schema/mail";
import { loginAsAdmin, loginAsReviewer } from "../../../test/admin";
import { aScoredApplication } from "../../../test/deals";
import { aFirm, anApplication } from "../../../test/factories";
import { asFounder } from "../../../test/founder";
import { useTestApp } from "../../../test/helpers";
import { newestMail as newestMailOf } from "../../../test/outbox";

const LINK_NOT_VALID = {
  message: "This link does not open a deal. Ask the person who sent it to you for a new one.",
};

describe("a firm's answer, its engagement, the syndication board and the founder's line", () => {
  const t = useTestApp({ SITE_URL: "https://nakhla.example" });
  let admin: Record<string, string>;
  let reviewer: Record<string, string>;
  let applicationId: string;
  let founderToken: string;
  const firms: Record<string, string> = {};
  const cookies: Record<string, string> = {};

  const inject = (method: "GET" | "POST" | "PUT", url: string, payload?: object, headers = admin) =>
    t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const asViewer = (who: string, method: "GET" | "POST" | "PUT", url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: { cookie: cookies[who] ?? "" },
      ...(payload ? { payload } : {}),
    });
  const newestMail = (to: string, kind: string) => newestMailOf(t.db, to, kind);
  const post = (url: string, payload: object, cookie?: string) =>
    t.app.inject({ method: "POST", url, payload, headers: cookie ? { cookie } : {} });
  /** Opens the person's link: the code, the terms, the memo read once. */
  const enter = async (email: string) => {
    const token = /#token=([\w-]+)/.exec((await newestMail(email, "deal-link"))?.text ?? "")?.[1];
    expect(token).toBeTruthy();
    await post("/api/deal-room/code", { token, email });
    const code = /code is (\d{6})/.exec((await newestMail(email, "deal-code"))?.text ?? "")?.[1];
    const verified = await post("/api/deal-room/verify", { token, email, code });
    expect(verified.statusCode).toBe(200);
    const cookie = String(verified.headers["set-cookie"]).split(";")[0] ?? "";
    expect((await post("/api/deal-room/terms", { accept: true }, cookie)).statusCode).toBe(200);
    return cookie;
  };
  const board = async (headers = admin) =>
    (
      await inject(
        "GET",
        `/api/admin/applications/${applicationId}/syndication-board`,
        undefined,
        headers,
      )
    ).json();
  const founderPage = async () =>
    (await asFounder(t.app, founderToken, { url: "/api/my-application" })).json();

  beforeAll(async () => {
    admin = (await loginAsAdmin(t.app, t.db)).headers;
    reviewer = (await loginAsReviewer(t.app, t.db)).headers;
    ({ applicationId, founderToken } = await aScoredApplication(
      t.app,
      t.db,
      anApplication({ startupName: "Qahwa Pay", fullName: "Layla Haddad" }),
    ));
    const addFirm = async (name: string, domain: string, people: object[]) => {
      const response = await inject(
        "POST",
        "/api/admin/affiliated-firms",
        aFirm({ name, domains: [domain], people }),
      );
      expect(response.statusCode).toBe(201);
      return response.json()._id as string;
    };
    firms.a = await addFirm("Alpha Gulf Ventures", "alpha.example", [
      { name: "Aisha Rahman", email: "aisha@alpha.example", role: "Partner" },
      { name: "Omar Haddad", email: "omar@alpha.example", role: "" },
    ]);
    firms.b = await addFirm("Beta Health Fund", "beta.example", [
      { name: "Bruno Weiss", email: "bruno@beta.example", role: "" },
    ]);
    firms.c = await addFirm("Cedar Angels", "cedar.example", [
      { name: "Chen Li", email: "chen@cedar.example", role: "" },
    ]);
    firms.d = await addFirm("Dune Capital", "dune.example", [
      { name: "Dana Kim", email: "dana@dune.example", role: "" },
    ]);
  });

  it("says nothing on the founder's page before the deal is shared", async () => {
    const page = await founderPage();
    expect([page.stage, page.reach]).toEqual(["Received", null]);
    expect(page.clock.stageSince).toBe(page.clock.paidAt);
  });

  it("shares the deal and lets each firm's person in", async () => {
    await inject("PUT", `/api/admin/applications/${applicationId}/memo`, {
      summary: "Payments for Gulf cafés.",
      roundSize: 1_000_000,
      roundCurrency: "USD",
    });
    const shared = await inject("POST", `/api/admin/applications/${applicationId}/shares`, {
      firmIds: [firms.a, firms.b, firms.c, firms.d],
    });
    expect(shared.statusCode).toBe(200);
    cookies.aisha = await enter("aisha@alpha.example");
    cookies.omar = await enter("omar@alpha.example");
    cookies.bruno = await enter("bruno@beta.example");
    cookies.chen = await enter("chen@cedar.example");
    const page = await founderPage();
    expect(page.reach).toEqual({
      firms: 4,
      opened: 0,
      answered: 0,
      circled: 0,
      unanswered: 0,
      introductions: [],
    });
    // One story: a deal shared with firms is past "Received", whatever the status still says.
    expect(page.stage).toBe("Under review");
    // Its clock too: under review since the deal was first shared, not since the payment.
    const [first] = await t.db
      .select({ at: dealShares.createdAt })
      .from(dealShares)
      .where(eq(dealShares.applicationId, applicationId))
      .orderBy(dealShares.createdAt);
    expect(page.clock.stageSince).toBe(first?.at.toISOString());
    expect(page.clock.stageSince > page.clock.paidAt).toBe(true);
  });

  it("refuses every bad answer with a clear message, and saves nothing", async () => {
    const cases: [object, string][] = [
      [{}, "Kind: Choose an answer"],
      [{ kind: "maybe" }, "Kind: Choose an answer"],
      [{ kind: "pass" }, "PassReason: Choose a reason from the list"],
      [{ kind: "pass", passReason: "Bored" }, "PassReason: Choose a reason from the list"],
      [{ kind: "soft-circle", currency: "USD" }, "Amount: Enter the amount as a whole number"],
      [
        { kind: "soft-circle", amount: 2.5, currency: "USD" },
        "Amount: Enter the amount as a whole number",
      ],
      [{ kind: "soft-circle", amount: 0, currency: "USD" }, "Amount: Enter an amount above 0"],
      [
        { kind: "soft-circle", amount: 5, currency: "EUR" },
        "Currency: Choose a currency from the list",
      ],
      [
        { kind: "hard-circle", amount: 5, currency: "USD", conditions: "  " },
        "Conditions: This field is required",
      ],
      [{ kind: "interested", amount: 5 }, 'Unrecognized key: "amount"'],
      [{ kind: "interested", note: "x".repeat(1001) }, "Note: Must be at most 1000 characters"],
    ];
    for (const [payload, message] of cases) {
      const response = await asViewer("aisha", "PUT", "/api/deal-room/answer", payload);
      expect([response.statusCode, response.json().message], JSON.stringify(payload)).toEqual([
        400,
        expect.stringContaining(message),
      ]);
    }
    const answer = (await asViewer("aisha", "GET", "/api/deal-room/answer")).json();
    expect(answer).toEqual({ current: null, history: [] });
  });

  it("keeps every change of a firm's answer with its time and who gave it", async () => {
    const soft = await asViewer("aisha", "PUT", "/api/deal-room/answer", {
      kind: "soft-circle",
      amount: 250_000,
      currency: "USD",
      note: "Subject to IC.",
    });
    expect(soft.statusCode).toBe(200);
    expect(soft.json().current).toMatchObject({
      kind: "soft-circle",
      amount: 250_000,
      currency: "USD",
      note: "Subject to IC.",
      answeredByName: "Aisha Rahman",
      answeredByEmail: "aisha@alpha.example",
    });
    // A colleague at the same firm changes the firm's answer.
    const hard = await asViewer("omar", "PUT", "/api/deal-room/answer", {
      kind: "hard-circle",
      amount: 400_000,
      currency: "USD",
      conditions: "Pro rata rights; a board observer seat.",
    });
    const firmAnswer = hard.json();
    expect(firmAnswer.current).toMatchObject({
      kind: "hard-circle",
      amount: 400_000,
      conditions: "Pro rata rights; a board observer seat.",
      answeredByEmail: "omar@alpha.example",
      passReason: null,
      note: "",
    });
    expect(firmAnswer.history.map((a: { kind: string }) => a.kind)).toEqual([
      "hard-circle",
      "soft-circle",
    ]);
    expect(Date.parse(firmAnswer.history[0].answeredAt)).toBeGreaterThanOrEqual(
      Date.parse(firmAnswer.history[1].answeredAt),
    );
    // Each firm sees its own answer only.
    expect((await asViewer("bruno", "GET", "/api/deal-room/answer")).json()).toEqual({
      current: null,
      history: [],
    });
    const audit = (await inject("GET", `/api/admin/applications/${applicationId}`)).json().audit;
    expect(audit.map((e: { detail: string }) => e.detail)).toEqual(
      expect.arrayContaining([
        "Alpha Gulf Ventures: Hard circle, USD 400,000 (was Soft circle, USD 250,000), by omar@alpha.example",
      ]),
    );
  });

  it("tells the founder of an introduction asked for, naming that firm only", async () => {
    await asViewer("bruno", "PUT", "/api/deal-room/answer", {
      kind: "pass",
      passReason: "Outside our thesis",
      note: "We only do health.",
    });
    const intro = await asViewer("chen", "PUT", "/api/deal-room/answer", {
      kind: "introduction",
      note: "Keen to meet the team.",
    });
    expect(intro.statusCode).toBe(200);
    // Alpha circled hard, Beta passed, Cedar asks for an introduction: three answered, a pass
    // too, one circled; entering the room with the code opened nothing (no memo read yet).
    expect((await founderPage()).reach).toMatchObject({
      firms: 4,
      opened: 0,
      answered: 3,
      circled: 1,
    });
    const mail = await newestMail("founder@example.com", "deal-introduction");
    const application = (await inject("GET", `/api/admin/applications/${applicationId}`)).json();
    const founderMail = await newestMail(application.application.email, "deal-introduction");
    expect(founderMail?.subject ?? mail?.subject).toBe(
      "Cedar Angels asks for an introduction to Qahwa Pay",
    );
    expect(founderMail?.text).toMatch(/https:\/\/nakhla\.example\/my-application#token=[\w-]+/);
    // The same answer again mails nobody twice.
    await asViewer("chen", "PUT", "/api/deal-room/answer", { kind: "introduction" });
    const mails = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, "deal-introduction"));
    expect(mails).toHaveLength(1);
  });

  it("records time per section and deck page, never more than the time really passed", async () => {
    const [session] = await t.db
      .select()
      .from(dealViewerSessions)
      .where(eq(dealViewerSessions.email, "aisha@alpha.example"));
    if (!session) throw new Error("no session");
    // A minute since the session last reported: at most 60 seconds per part count.
    await t.db
      .update(dealViewerSessions)
      .set({ lastSeenAt: new Date(Date.now() - 60_000) })
      .where(eq(dealViewerSessions.id, session.id));
    const sent = await asViewer("aisha", "POST", "/api/deal-room/engagement", {
      events: [
        { kind: "memo-section", ref: "summary", seconds: 30 },
        { kind: "memo-section", ref: "summary", seconds: 10 },
        { kind: "memo-section", ref: "risks", seconds: 45 },
        { kind: "memo-section", ref: "scores", seconds: 200 },
        { kind: "deck-page", ref: "1", seconds: 20 },
        { kind: "deck-page", ref: "3", seconds: 5 },
      ],
    });
    expect(sent.statusCode).toBe(202);
    // At once again: no time has passed, so nothing more counts.
    await asViewer("aisha", "POST", "/api/deal-room/engagement", {
      events: [{ kind: "memo-section", ref: "summary", seconds: 300 }],
    });
    const card = (await board()).cards.find(
      (c: { firmName: string }) => c.firmName === "Alpha Gulf Ventures",
    );
    const aisha = card.people.find((p: { email: string }) => p.email === "aisha@alpha.example");
    expect(aisha.engagement).toMatchObject({
      seconds: 60,
      sections: [
        { section: "summary", seconds: 40 },
        { section: "risks", seconds: 45 },
        { section: "scores", seconds: 60 },
      ],
      deckPages: [
        { page: 1, seconds: 20 },
        { page: 3, seconds: 5 },
      ],
      pagesReached: 3,
    });
  });

  it("refuses engagement that is not a section or page, and from no session", async () => {
    for (const events of [
      [{ kind: "memo-section", ref: "appendix", seconds: 5 }],
      [{ kind: "deck-page", ref: "0", seconds: 5 }],
      [{ kind: "deck-page", ref: "1001", seconds: 5 }],
      [{ kind: "total", ref: "", seconds: 5 }],
      [{ kind: "memo-section", ref: "summary", seconds: 301 }],
      [{ kind: "memo-section", ref: "summary", seconds: -1 }],
      [],
      Array.from({ length: 51 }, () => ({ kind: "deck-page", ref: "1", seconds: 1 })),
    ]) {
      const response = await asViewer("aisha", "POST", "/api/deal-room/engagement", { events });
      expect(response.statusCode, JSON.stringify(events[0])).toBe(400);
      expect(response.json().message).toEqual(expect.any(String));
    }
    const anonymous = await post("/api/deal-room/engagement", {
      events: [{ kind: "memo-section", ref: "summary", seconds: 5 }],
    });
    expect([anonymous.statusCode, anonymous.json()]).toEqual([403, LINK_NOT_VALID]);
    const staff = await t.app.inject({
      method: "PUT",
      url: "/api/deal-room/answer",
      headers: admin,
      payload: { kind: "interested" },
    });
    expect([staff.statusCode, staff.json()]).toEqual([403, LINK_NOT_VALID]);
  });

  it("puts each firm in its column, with the circles' totals against the round size", async () => {
    // Reading the memo opens the deal for the firm that has not answered.
    await asViewer("aisha", "GET", "/api/deal-room/deal");
    const read = await board();
    expect(
      read.cards.map((c: { firmName: string; column: string }) => [c.firmName, c.column]),
    ).toEqual([
      ["Alpha Gulf Ventures", "Hard"],
      ["Beta Health Fund", "Passed"],
      ["Cedar Angels", "Interested"],
      ["Dune Capital", "Not opened"],
    ]);
    expect(read).toMatchObject({
      roundSize: 1_000_000,
      roundCurrency: "USD",
      soft: 0,
      hard: 400_000,
    });
    // Another soft circle in the round's currency, and one in another currency kept apart.
    await asViewer("bruno", "PUT", "/api/deal-room/answer", {
      kind: "soft-circle",
      amount: 150_000,
      currency: "USD",
    });
    await asViewer("chen", "PUT", "/api/deal-room/answer", {
      kind: "soft-circle",
      amount: 500_000,
      currency: "AED",
    });
    const after = await board();
    expect(after).toMatchObject({
      soft: 150_000,
      hard: 400_000,
      otherCurrencies: [{ currency: "AED", soft: 500_000, hard: 0 }],
    });
    const alpha = after.cards[0];
    expect(alpha.engagement.views).toBe(1);
    expect(alpha.history).toHaveLength(2);
    // The reviewer reads the same board.
    expect(await board(reviewer)).toEqual(after);
  });

  it("exports the board as CSV, a row per person, with the firm's answer", async () => {
    const response = await inject(
      "GET",
      `/api/admin/applications/${applicationId}/syndication-board.csv`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    const [header, ...rows] = response.body.trim().split("\r\n");
    expect(header?.split(",").slice(0, 4)).toEqual(["Firm", "State", "Answer", "Amount"]);
    const aisha = rows.find((row) => row.includes("aisha@alpha.example"))?.split(",") ?? [];
    const cells = (name: string) => aisha[header?.split(",").indexOf(name) ?? -1];
    expect(cells("Firm")).toBe("Alpha Gulf Ventures");
    expect(cells("State")).toBe("Hard");
    expect(cells("Answer")).toBe("Hard circle");
    expect(cells("Amount")).toBe("400000");
    expect(cells("Changes of answer")).toBe("1");
    expect(cells("Seconds in the deal room")).toBe("60");
    expect(cells("Seconds on Summary")).toBe("40");
    expect(cells("Deck pages reached")).toBe("3");
    expect(cells("Seconds per deck page")).toBe("1: 20; 3: 5");
    expect(rows).toHaveLength(5);
    const byReviewer = await inject(
      "GET",
      `/api/admin/applications/${applicationId}/syndication-board.csv`,
      undefined,
      reviewer,
    );
    expect(byReviewer.statusCode).toBe(403);
  });

  it("says on the founder's page how far it went, naming only the firm asking for an introduction", async () => {
    await asViewer("chen", "PUT", "/api/deal-room/answer", { kind: "introduction" });
    // Beta's pass became a soft circle; Alpha's people read the memo in the room.
    expect((await founderPage()).reach).toEqual({
      firms: 4,
      opened: 1,
      answered: 3,
      circled: 2,
      unanswered: 0,
      introductions: ["Cedar Angels"],
    });
  });

  it("sets the introduction meeting only with a firm that asked, as a pitch slot's rules say", async () => {
    const url = (firmId: string) =>
      `/api/admin/applications/${applicationId}/introductions/${firmId}/meeting`;
    const meeting = {
      startsAt: new Date(Date.now() + 3 * 86_400_000).toISOString(),
      durationMinutes: 30,
      representativeName: "Rana Said",
      representativeEmail: "rana@nakhla.example",
    };
    const notAsked = await inject("POST", url(firms.a ?? ""), meeting);
    expect(notAsked.statusCode).toBe(409);
    const byReviewer = await inject("POST", url(firms.c ?? ""), meeting, reviewer);
    expect(byReviewer.statusCode).toBe(403);
    const past = await inject("POST", url(firms.c ?? ""), {
      ...meeting,
      startsAt: "2020-01-01T10:00:00Z",
    });
    expect([past.statusCode, past.json()]).toEqual([
      400,
      { message: "Please select a future time." },
    ]);
    const set = await inject("POST", url(firms.c ?? ""), meeting);
    expect(set.statusCode).toBe(200);
    expect(set.json().message).toMatch(/^Introduction meeting with Cedar Angels set: /);
    const invitation = await newestMail("chen@cedar.example", "deal-introduction-meeting");
    expect(invitation?.calendar?.content).toContain("METHOD:REQUEST");
    const card = (await board()).cards.find(
      (c: { firmName: string }) => c.firmName === "Cedar Angels",
    );
    expect(card.meeting).toMatchObject({ representativeName: "Rana Said", durationMinutes: 30 });
    const meetings = (await inject("GET", "/api/meeting")).json();
    expect(meetings.map((m: { title: string }) => m.title)).toContain(
      "Introduction: Qahwa Pay and Cedar Angels",
    );
  });

  it("keeps a firm's viewer out of staff routes and other firms' answers", async () => {
    // Every staff route of the API, as the OpenAPI document lists them: the viewer's cookie opens none.
    const paths = (t.app.swagger().paths ?? {}) as Record<
      string,
      Record<string, { "x-staff-roles"?: string[] }>
    >;
    const staff = Object.entries(paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, operation]) => operation["x-staff-roles"] !== undefined)
        .map(([method]) => ({ method: method.toUpperCase() as "GET", path })),
    );
    expect(staff.length).toBeGreaterThan(30);
    const opened: string[] = [];
    for (const { method, path } of staff) {
      const response = await t.app.inject({
        method,
        url: path.replace(/\{[^}]+\}/g, applicationId),
        headers: { cookie: cookies.aisha ?? "" },
        ...(method === "GET" ? {} : { payload: {} }),
      });
      if (response.statusCode !== 401) opened.push(`${method} ${path}: ${response.statusCode}`);
    }
    expect(opened).toEqual([]);
    // Firm A's session answers for firm A alone: B's answer is untouched.
    await asViewer("aisha", "PUT", "/api/deal-room/answer", { kind: "interested" });
    const b = (await asViewer("bruno", "GET", "/api/deal-room/answer")).json();
    expect(b.current).toMatchObject({ kind: "soft-circle", answeredByEmail: "bruno@beta.example" });
    const alpha = (await asViewer("aisha", "GET", "/api/deal-room/answer")).json();
    expect(JSON.stringify(alpha)).not.toContain("bruno@beta.example");
  });
});
