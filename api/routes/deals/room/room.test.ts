import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { dealLinks } from "../../../db/schema/deals";
import { mailOutbox } from "../../../db/schema/mail";
import { loginAsAdmin } from "../../../test/admin";
import { aSharedDeal, dealLinkTokenOf } from "../../../test/deal-viewers";
import { aScoredApplication } from "../../../test/deals";
import { aFirm, anApplication } from "../../../test/factories";
import { useTestApp } from "../../../test/helpers";
import { newestMail } from "../../../test/outbox";

const LINK_NOT_VALID = {
  message: "This link does not open a deal. Ask the person who sent it to you for a new one.",
};
/** "3 January 2027", the day as the refusals say it (Gulf time). */
const dayOf = (date: Date) =>
  date.toLocaleDateString("en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "Asia/Dubai",
  });
const CODE_NOT_VALID = {
  message: "That code does not open this deal. Ask for a new code and use it within 10 minutes.",
};
const CODE_SENT = {
  message:
    "If this address may open the deal, a 6-digit code is on its way to it. It works for 10 minutes.",
};

describe("sharing a deal with affiliated firms, and the firm viewer's side", () => {
  const t = useTestApp({ SITE_URL: "https://nakhla.example" });
  let admin: Record<string, string>;
  let applicationId: string;
  const firms: Record<string, string> = {};

  const inject = (method: "GET" | "POST" | "PUT", url: string, payload?: object, headers = admin) =>
    t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const addFirm = async (overrides: object) => {
    const response = await inject("POST", "/api/admin/affiliated-firms", aFirm(overrides));
    expect(response.statusCode).toBe(201);
    return response.json()._id as string;
  };
  /** The token in the newest deal mail to this address. */
  const linkTokenOf = async (to: string) => {
    const mail = await newestMail(t.db, to, "deal-link");
    return /#token=([\w-]+)/.exec(mail?.text ?? "")?.[1] ?? "";
  };
  const codeOf = async (to: string) => {
    const mail = await newestMail(t.db, to, "deal-code");
    return /code is (\d{6})/.exec(mail?.text ?? "")?.[1] ?? "";
  };
  const publicPost = (url: string, payload: object, cookie?: string) =>
    t.app.inject({ method: "POST", url, payload, headers: cookie ? { cookie } : {} });
  /** Proves the address behind a link and answers the viewer's cookie. */
  const signInAsViewer = async (token: string, email: string) => {
    expect((await publicPost("/api/deal-room/code", { token, email })).statusCode).toBe(202);
    const verified = await publicPost("/api/deal-room/verify", {
      token,
      email,
      code: await codeOf(email.toLowerCase()),
    });
    expect(verified.statusCode).toBe(200);
    const setCookie = String(verified.headers["set-cookie"]);
    expect(setCookie).toMatch(/^nv_deal=[\w-]+; Path=\/; HttpOnly; Secure; SameSite=Strict$/);
    return setCookie.split(";")[0] ?? "";
  };

  beforeAll(async () => {
    // Staff invited by mail sign in with their address: the one a firm's people are told to write to.
    admin = (await loginAsAdmin(t.app, t.db, { username: "leena@nakhla.example" })).headers;
    // A Dubai fintech at "Early Users": Seed, FinTech and Middle East fit.
    ({ applicationId } = await aScoredApplication(
      t.app,
      t.db,
      anApplication({
        startupName: "Qahwa Pay",
        industry: "Fintech payments",
        developmentStage: "Early Users",
        phone: "+971 50 555 0199",
      }),
    ));
    firms.a = await addFirm({
      name: "Alpha Gulf Ventures",
      domains: ["alpha.example"],
      sectors: ["FinTech"],
      stages: ["Seed"],
      regions: ["Middle East"],
      people: [
        { name: "Aisha Rahman", email: "aisha@alpha.example", role: "Partner" },
        { name: "Omar Haddad", email: "omar@alpha.example", role: "" },
      ],
    });
    firms.b = await addFirm({
      name: "Beta Health Fund",
      domains: ["beta.example"],
      sectors: ["HealthTech"],
      stages: ["Seed"],
      regions: ["Europe"],
      people: [{ name: "Bruno Weiss", email: "bruno@beta.example", role: "Principal" }],
    });
    firms.never = await addFirm({
      name: "Rival Capital",
      domains: ["rival.example"],
      sectors: ["FinTech"],
      stages: ["Seed"],
      regions: ["Middle East"],
      neverSend: true,
      neverSendReason: "Backs a direct competitor",
      people: [{ name: "Rex Rival", email: "rex@rival.example", role: "" }],
    });
  });

  it("suggests firms whose thesis fits first, and marks never send ones", async () => {
    const candidates = (
      await inject("GET", `/api/admin/applications/${applicationId}/share-candidates`)
    ).json();
    expect(
      candidates.map((c: { name: string; matches: string[]; neverSend: boolean }) => [
        c.name,
        c.matches,
        c.neverSend,
      ]),
    ).toEqual([
      ["Alpha Gulf Ventures", ["sector", "stage", "region"], false],
      ["Beta Health Fund", ["stage"], false],
      ["Rival Capital", ["sector", "stage", "region"], true],
    ]);
  });

  it("refuses to share before there is a memo", async () => {
    const response = await inject("POST", `/api/admin/applications/${applicationId}/shares`, {
      firmIds: [firms.a],
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: "Write the analyst memo before sharing the deal." });
  });

  it("never sends to a never send firm, even in a bulk choice, and sends nothing of it", async () => {
    await inject("PUT", `/api/admin/applications/${applicationId}/memo`, {
      summary: "Payments for Gulf cafés.",
      risks: "Card-scheme fees.",
      proposedTerms: "SAFE, USD 6M cap.",
      roundSize: 1000000,
      roundCurrency: "USD",
    });
    const mailsBefore = await t.db.$count(mailOutbox, eq(mailOutbox.kind, "deal-link"));
    const response = await inject("POST", `/api/admin/applications/${applicationId}/shares`, {
      firmIds: [firms.a, firms.never, firms.b],
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message:
        "Nothing was shared: Rival Capital is marked never send (Backs a direct competitor).",
    });
    expect(await t.db.$count(mailOutbox, eq(mailOutbox.kind, "deal-link"))).toBe(mailsBefore);
    const sharing = (await inject("GET", `/api/admin/applications/${applicationId}/shares`)).json();
    expect(sharing.shares).toEqual([]);
    // The memo is still a draft: nothing was shared.
    const memo = (await inject("GET", `/api/admin/applications/${applicationId}/memo`)).json();
    expect(memo.versions[0].sharedAt).toBeNull();
  });

  it("shares with two firms: a link per person by mail, the memo version locked", async () => {
    const response = await inject("POST", `/api/admin/applications/${applicationId}/shares`, {
      firmIds: [firms.a, firms.b],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      firms: 2,
      links: 3,
      message: "Shared with 2 firms: 3 links sent.",
    });
    const [mail] = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, "aisha@alpha.example"));
    expect(mail?.subject).toBe("Qahwa Pay: an analyst memo from Nakhla Ventures");
    expect(mail?.text).toMatch(/https:\/\/nakhla\.example\/deal-room#token=[\w-]{43}\n/);
    const sharing = (await inject("GET", `/api/admin/applications/${applicationId}/shares`)).json();
    // The mail says the day the link stops working, as the room does.
    const until = new Date(sharing.shares[0].links[0].expiresAt).toLocaleDateString("en-GB", {
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone: "Asia/Dubai",
    });
    expect(mail?.text).toContain(`It works for 30 days, until ${until}.`);
    expect(
      sharing.shares.map(
        (s: { firmName: string; memoVersion: number; links: { email: string }[] }) => [
          s.firmName,
          s.memoVersion,
          s.links.map((l) => l.email),
        ],
      ),
    ).toEqual([
      ["Alpha Gulf Ventures", 1, ["aisha@alpha.example", "omar@alpha.example"]],
      ["Beta Health Fund", 1, ["bruno@beta.example"]],
    ]);
    const link = sharing.shares[0].links[0];
    expect(Date.parse(link.expiresAt) - Date.parse(link.createdAt)).toBe(30 * 86_400_000);
    const locked = await inject("PUT", `/api/admin/applications/${applicationId}/memo`, {
      summary: "Changed",
    });
    expect(locked.statusCode).toBe(409);
    expect(locked.json()).toEqual({
      message: "Version 1 has been shared and is locked. Start version 2 to change the memo.",
    });
    const record = (await inject("GET", `/api/admin/affiliated-firms/${firms.a}/shares`)).json();
    expect(record.deals).toEqual([
      expect.objectContaining({
        applicationId,
        startupName: "Qahwa Pay",
        memoVersion: 1,
        links: 2,
        revokedAt: null,
      }),
    ]);
    const again = await inject("POST", `/api/admin/applications/${applicationId}/shares`, {
      firmIds: [firms.a],
    });
    expect(again.json().message).toBe(
      "Every chosen firm already has the deal: nothing new was sent.",
    );
  });

  it("proves the address with a one-time code, takes the terms once, then opens the memo", async () => {
    const token = await linkTokenOf("aisha@alpha.example");
    const opened = await publicPost("/api/deal-room/open", { token });
    expect(opened.json()).toEqual({ startupName: "Qahwa Pay", firmName: "Alpha Gulf Ventures" });

    // An address off the firm's domains and people: the same answer, and no mail.
    const outsider = await publicPost("/api/deal-room/code", { token, email: "me@gmail.example" });
    expect(outsider.statusCode).toBe(202);
    expect(outsider.json()).toEqual(CODE_SENT);
    expect(await codeOf("me@gmail.example")).toBe("");
    const wrongDomain = await publicPost("/api/deal-room/verify", {
      token,
      email: "me@gmail.example",
      code: "123456",
    });
    expect([wrongDomain.statusCode, wrongDomain.json()]).toEqual([403, CODE_NOT_VALID]);

    // A colleague on the firm's domain may prove their address on the same link.
    const cookie = await signInAsViewer(token, "Analyst@Alpha.example");
    const code = await codeOf("analyst@alpha.example");
    const reused = await publicPost("/api/deal-room/verify", {
      token,
      email: "analyst@alpha.example",
      code,
    });
    expect([reused.statusCode, reused.json()]).toEqual([403, CODE_NOT_VALID]);

    const early = await t.app.inject({
      method: "GET",
      url: "/api/deal-room/deal",
      headers: { cookie },
    });
    expect([early.statusCode, early.json()]).toEqual([
      403,
      { message: "Accept the confidentiality terms to open the deal." },
    ]);
    const unticked = await publicPost("/api/deal-room/terms", { accept: false }, cookie);
    expect(unticked.statusCode).toBe(400);
    expect(unticked.json().message).toBe(
      "Accept: Tick the box to accept the confidentiality terms",
    );
    const accepted = await publicPost("/api/deal-room/terms", { accept: true }, cookie);
    expect(accepted.json()).toEqual({ email: "analyst@alpha.example", termsAccepted: true });
    const [link] = await t.db
      .select()
      .from(dealLinks)
      .where(eq(dealLinks.email, "aisha@alpha.example"));
    expect(link).toMatchObject({ termsAcceptedBy: "analyst@alpha.example", termsIp: "127.0.0.1" });
    expect(link?.termsAcceptedAt).toBeInstanceOf(Date);

    const deal = await t.app.inject({
      method: "GET",
      url: "/api/deal-room/deal",
      headers: { cookie },
    });
    expect(deal.statusCode).toBe(200);
    expect(deal.json()).toMatchObject({
      startupName: "Qahwa Pay",
      firmName: "Alpha Gulf Ventures",
      viewerEmail: "analyst@alpha.example",
      memo: { version: 1, summary: "Payments for Gulf cafés.", roundSize: 1000000 },
      // The deal at a glance, until when this link works, and whom to write to.
      glance: {
        sector: "Fintech payments",
        stage: "Early Users",
        region: "Middle East",
        founders: ["Aisha Rahman, Founder & CEO"],
        teamSize: 7,
      },
      contact: { name: "Leena Farouk", email: "leena@nakhla.example" },
    });
    expect(deal.json().linkExpiresAt).toBe(link?.expiresAt.toISOString());
    // The reviewers stay staff: their names never reach a firm.
    expect(deal.json().memo.scorecard.redFlags).toEqual([
      { note: "Two co-founders left in 2025." },
    ]);
    expect(deal.body).not.toContain("Mei Tanaka");

    const sharing = (await inject("GET", `/api/admin/applications/${applicationId}/shares`)).json();
    expect(
      sharing.access
        .map((e: { event: string; email: string }) => `${e.event} ${e.email}`)
        .reverse(),
    ).toEqual([
      "link opened aisha@alpha.example",
      "refused: address not on the firm's domains or people me@gmail.example",
      "refused: code not valid me@gmail.example",
      "code sent analyst@alpha.example",
      "address verified analyst@alpha.example",
      "refused: code not valid analyst@alpha.example",
      "terms accepted analyst@alpha.example",
      "memo viewed analyst@alpha.example",
    ]);
    expect(sharing.shares[0].links[0].lastViewedAt).not.toBeNull();
  });

  it("counts a wrong code's tries: after five, even the right code is refused", async () => {
    const token = await linkTokenOf("omar@alpha.example");
    await publicPost("/api/deal-room/code", { token, email: "omar@alpha.example" });
    const right = await codeOf("omar@alpha.example");
    const wrong = right === "000000" ? "111111" : "000000";
    for (let i = 0; i < 5; i++) {
      const response = await publicPost("/api/deal-room/verify", {
        token,
        email: "omar@alpha.example",
        code: wrong,
      });
      expect([response.statusCode, response.json()]).toEqual([403, CODE_NOT_VALID]);
    }
    const late = await publicPost("/api/deal-room/verify", {
      token,
      email: "omar@alpha.example",
      code: right,
    });
    expect([late.statusCode, late.json()]).toEqual([403, CODE_NOT_VALID]);
  });

  it("takes the code typed in Eastern Arabic digits, as an Arabic keyboard writes it", async () => {
    const email = "analyst@alpha.example";
    const token = await linkTokenOf("aisha@alpha.example");
    expect((await publicPost("/api/deal-room/code", { token, email })).statusCode).toBe(202);
    const code = await codeOf(email);
    expect(code).toMatch(/^\d{6}$/);
    const eastern = [...code].map((digit) => String.fromCharCode(0x0660 + Number(digit))).join("");
    const verified = await publicPost("/api/deal-room/verify", { token, email, code: eastern });
    expect(verified.statusCode).toBe(200);
    expect(String(verified.headers["set-cookie"])).toMatch(/^nv_deal=/);
  });

  it("tells an expired, withdrawn or unshared link what happened and whom to write to, a guessed one nothing; revoking ends the sessions", async () => {
    const guessed = await publicPost("/api/deal-room/open", { token: "x".repeat(43) });
    expect([guessed.statusCode, guessed.json()]).toEqual([403, LINK_NOT_VALID]);

    const token = await linkTokenOf("bruno@beta.example");
    const cookie = await signInAsViewer(token, "bruno@beta.example");
    await publicPost("/api/deal-room/terms", { accept: true }, cookie);
    const deal = await t.app.inject({
      method: "GET",
      url: "/api/deal-room/deal",
      headers: { cookie },
    });
    expect(deal.json().firmName).toBe("Beta Health Fund");

    await t.db
      .update(dealLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(dealLinks.email, "bruno@beta.example"));
    const expiredOn = await t.db
      .select({ expiresAt: dealLinks.expiresAt })
      .from(dealLinks)
      .where(eq(dealLinks.email, "bruno@beta.example"));
    const expired = await publicPost("/api/deal-room/open", { token });
    // The holder of a real link is told what happened and whom to write to.
    expect([expired.statusCode, expired.json()]).toEqual([
      403,
      {
        message: `This link expired on ${dayOf(expiredOn[0]?.expiresAt ?? new Date())}. Write to Leena Farouk (leena@nakhla.example), who shared it with you, for a new one.`,
      },
    ]);
    const expiredSession = await t.app.inject({
      method: "GET",
      url: "/api/deal-room/deal",
      headers: { cookie },
    });
    expect([expiredSession.statusCode, expiredSession.json()]).toEqual([403, LINK_NOT_VALID]);
    await t.db
      .update(dealLinks)
      .set({ expiresAt: new Date(Date.now() + 86_400_000) })
      .where(eq(dealLinks.email, "bruno@beta.example"));

    const sharing = (await inject("GET", `/api/admin/applications/${applicationId}/shares`)).json();
    const beta = sharing.shares.find(
      (s: { firmName: string }) => s.firmName === "Beta Health Fund",
    );
    const revoked = await inject("POST", `/api/admin/deal-links/${beta.links[0]._id}/revoke`);
    expect(revoked.json()).toEqual({ message: "Bruno Weiss's link is revoked." });
    const withdrawn = {
      message: `This link was withdrawn on ${dayOf(new Date())}. Write to Leena Farouk (leena@nakhla.example), who shared it with you, if you need to read the deal again.`,
    };
    for (const response of [
      await publicPost("/api/deal-room/open", { token }),
      await publicPost("/api/deal-room/code", { token, email: "bruno@beta.example" }),
    ]) {
      expect([response.statusCode, response.json()]).toEqual([403, withdrawn]);
    }
    // A session proves no link: it gets the one answer that says nothing.
    const session = await t.app.inject({
      method: "GET",
      url: "/api/deal-room/deal",
      headers: { cookie },
    });
    expect([session.statusCode, session.json()]).toEqual([403, LINK_NOT_VALID]);

    // Revoking the firm revokes every person's link.
    const alpha = sharing.shares.find(
      (s: { firmName: string }) => s.firmName === "Alpha Gulf Ventures",
    );
    expect((await inject("POST", `/api/admin/deal-shares/${alpha._id}/revoke`)).json()).toEqual({
      message: "The firm's links are revoked.",
    });
    const omar = await publicPost("/api/deal-room/open", {
      token: await linkTokenOf("omar@alpha.example"),
    });
    expect([omar.statusCode, omar.json()]).toEqual([
      403,
      {
        message: `Nakhla Ventures no longer shares this deal with Alpha Gulf Ventures since ${dayOf(new Date())}. Write to Leena Farouk (leena@nakhla.example), who shared it with you, if you have questions.`,
      },
    ]);
    const access = (await inject("GET", `/api/admin/applications/${applicationId}/shares`)).json()
      .access as { event: string }[];
    expect(access.map((event) => event.event)).toEqual(
      expect.arrayContaining([
        "refused: link expired",
        "refused: link revoked",
        "refused: link of a revoked share",
      ]),
    );
    const missing = await inject("POST", `/api/admin/deal-links/${randomUUID()}/revoke`);
    expect([missing.statusCode, missing.json()]).toEqual([404, { message: "Link not found." }]);
  });

  it("gives a firm viewer's session nothing but its own deal: no staff route, no founder route", async () => {
    const other = await aScoredApplication(
      t.app,
      t.db,
      anApplication({ startupName: "Other Startup" }),
    );
    await inject("PUT", `/api/admin/applications/${other.applicationId}/memo`, {
      summary: "Other",
    });
    const firm = await addFirm({
      name: "Gamma Partners",
      domains: ["gamma.example"],
      people: [{ name: "Gita Rao", email: "gita@gamma.example", role: "" }],
    });
    await inject("POST", `/api/admin/applications/${other.applicationId}/shares`, {
      firmIds: [firm],
    });
    const cookie = await signInAsViewer(
      await linkTokenOf("gita@gamma.example"),
      "gita@gamma.example",
    );
    await publicPost("/api/deal-room/terms", { accept: true }, cookie);
    const deal = await t.app.inject({
      method: "GET",
      url: "/api/deal-room/deal",
      headers: { cookie },
    });
    expect(deal.json()).toMatchObject({ startupName: "Other Startup", firmName: "Gamma Partners" });
    expect(deal.body).not.toContain("Qahwa Pay");

    const paths = Object.entries(t.app.swagger().paths ?? {}).flatMap(([path, operations]) =>
      Object.keys(operations ?? {}).map((method) => ({ method: method.toUpperCase(), path })),
    );
    const failures: string[] = [];
    for (const { method, path } of paths) {
      const isAdmin =
        path.startsWith("/api/admin/") &&
        path !== "/api/admin/login" &&
        !path.startsWith("/api/admin/login/");
      const isFounder =
        path.startsWith("/api/my-application") && path !== "/api/my-application/link";
      if (!isAdmin && !isFounder) continue;
      const response = await t.app.inject({
        method: method as "GET",
        url: path.replace(/\{[^}]+\}/g, () => other.applicationId),
        payload: method === "GET" ? undefined : {},
        headers: { cookie, authorization: `Bearer ${cookie.split("=")[1]}` },
      });
      const expected = isAdmin ? 401 : 403;
      if (response.statusCode !== expected)
        failures.push(`${method} ${path}: ${response.statusCode}`);
    }
    expect(failures).toEqual([]);
  });

  it("refuses bad input with 400 and a message", async () => {
    const cases: [string, object, string][] = [
      [
        "/api/deal-room/open",
        {},
        "Token: This link is not complete: open it again from the e-mail",
      ],
      ["/api/deal-room/code", { token: "x", email: "nope" }, "Email: Enter a valid e-mail address"],
      [
        "/api/deal-room/verify",
        { token: "x", email: "a@b.example", code: "12" },
        "Code: Enter the 6-digit code from the e-mail",
      ],
    ];
    for (const [url, payload, message] of cases) {
      const response = await publicPost(url, payload);
      expect([url, response.statusCode, response.json().message]).toEqual([url, 400, message]);
    }
    const noFirms = await inject("POST", `/api/admin/applications/${applicationId}/shares`, {
      firmIds: [],
    });
    expect([noFirms.statusCode, noFirms.json().message]).toEqual([
      400,
      "FirmIds: Choose at least one firm",
    ]);
    const days = await inject("POST", `/api/admin/applications/${applicationId}/shares`, {
      firmIds: [firms.b],
      expiresInDays: 91,
    });
    expect([days.statusCode, days.json().message]).toEqual([400, "ExpiresInDays: At most 90 days"]);
  });
});

describe("the deal room's caps on codes, per link and address, from any source address", () => {
  const t = useTestApp();
  let deal: Awaited<ReturnType<typeof aSharedDeal>>;
  let source = 0;
  /** Each request from an address of its own: the caps do not count per source. */
  const post = (url: string, payload: object) =>
    t.app.inject({ method: "POST", url, payload, remoteAddress: `198.51.100.${++source}` });
  const mailsTo = (to: string, kind: string) =>
    t.db
      .select({ subject: mailOutbox.subject, text: mailOutbox.text })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, to), eq(mailOutbox.kind, kind)))
      .orderBy(mailOutbox.createdAt);

  beforeAll(async () => {
    const { headers } = await loginAsAdmin(t.app, t.db);
    deal = await aSharedDeal(t.app, t.db, headers, ["alpha", "beta"]);
  });

  it("judges 10 wrong codes for a link and address in an hour, across codes, then refuses even the right one and tells the address once", async () => {
    const email = deal.emailOf("alpha");
    const token = await dealLinkTokenOf(t.db, email);
    const statuses = [];
    // Two codes of five tries each: ten wrong codes, each judged.
    for (let round = 0; round < 2; round++) {
      expect((await post("/api/deal-room/code", { token, email })).statusCode).toBe(202);
      const right = /code is (\d{6})/.exec((await mailsTo(email, "deal-code")).at(-1)?.text ?? "");
      const wrong = right?.[1] === "000000" ? "111111" : "000000";
      for (let i = 0; i < 5; i++) {
        const response = await post("/api/deal-room/verify", { token, email, code: wrong });
        statuses.push(response.statusCode);
        expect(response.json()).toEqual(CODE_NOT_VALID);
      }
    }
    expect(statuses).toEqual(Array(10).fill(403));
    expect(await mailsTo(email, "deal-code-locked")).toEqual([
      {
        subject: `Codes for the ${deal.firmName("alpha")} deal room are paused`,
        text: expect.stringContaining(
          `10 wrong codes were entered for ${email} on a link to the ${deal.firmName("alpha")} deal room within an hour.`,
        ),
      },
    ]);

    // A third code, right this time: refused unjudged until the hour is over.
    expect((await post("/api/deal-room/code", { token, email })).statusCode).toBe(202);
    const code = /code is (\d{6})/.exec((await mailsTo(email, "deal-code")).at(-1)?.text ?? "");
    for (const attempt of [code?.[1] ?? "", "000000"]) {
      const refused = await post("/api/deal-room/verify", { token, email, code: attempt });
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({
        message:
          "Too many wrong codes for this address on this link. Codes are refused for 60 minutes.",
      });
      // The rest of the hour that began with the first code sent to verify.
      expect(Number(refused.headers["retry-after"])).toBeGreaterThan(3500);
      expect(Number(refused.headers["retry-after"])).toBeLessThanOrEqual(3600);
    }
    // Told once, however many codes come after.
    expect(await mailsTo(email, "deal-code-locked")).toHaveLength(1);
  });

  it("sends 5 codes to an address in an hour, the fifth saying it is the last, then answers 429 whatever the address", async () => {
    const email = deal.emailOf("beta");
    const token = await dealLinkTokenOf(t.db, email);
    for (let i = 0; i < 5; i++) {
      const sent = await post("/api/deal-room/code", { token, email });
      expect([sent.statusCode, sent.json()]).toEqual([202, CODE_SENT]);
    }
    const tooMany = {
      message:
        "Too many codes have been asked for this address. Use the newest code already sent, or ask again in 60 minutes.",
    };
    const sixth = await post("/api/deal-room/code", { token, email });
    expect([sixth.statusCode, sixth.json()]).toEqual([429, tooMany]);
    expect(Number(sixth.headers["retry-after"])).toBeGreaterThan(3500);
    expect(Number(sixth.headers["retry-after"])).toBeLessThanOrEqual(3600);
    const codes = await mailsTo(email, "deal-code");
    expect(codes).toHaveLength(5);
    expect(codes.filter(({ text }) => text.includes("This is the last code"))).toEqual([
      expect.objectContaining({
        text: expect.stringContaining(
          "This is the last code sent to this address for an hour: 5 have been asked for.",
        ),
      }),
    ]);
    expect(codes[4]?.text).toContain("This is the last code");

    // The newest code still works.
    const code = /code is (\d{6})/.exec(codes[4]?.text ?? "")?.[1] ?? "";
    const verified = await post("/api/deal-room/verify", { token, email, code });
    expect(verified.statusCode).toBe(200);

    // An address that may not open the deal is answered the same, so the cap tells nothing.
    const stranger = "someone@elsewhere.example";
    for (let i = 0; i < 5; i++) {
      expect((await post("/api/deal-room/code", { token, email: stranger })).json()).toEqual(
        CODE_SENT,
      );
    }
    const refused = await post("/api/deal-room/code", { token, email: stranger });
    expect([refused.statusCode, refused.json()]).toEqual([429, tooMany]);
    expect(await mailsTo(stranger, "deal-code")).toEqual([]);
  });
});
