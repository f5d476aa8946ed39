import type { AddressInfo } from "node:net";
import { createServer } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox } from "../../db/schema/mail";
import { consultancyLeads, pitchLeads } from "../../db/schema/public-forms";
import { aFounderLead, aHandbookLead } from "../../test/factories";
import { build, postJson, useTestApp } from "../../test/helpers";

describe("POST /api/leads", () => {
  const t = useTestApp();

  it("stores a handbook lead as a pitch lead", async () => {
    const lead = aHandbookLead({ location: "Dadra and Nagar Haveli and Daman and Diu" });
    const response = await postJson(t.app, "/api/leads", lead);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.kind).toBe("pitch");
    const [row] = await t.db.select().from(pitchLeads).where(eq(pitchLeads.id, body._id));
    expect(row).toMatchObject(lead);
    expect(row?.createdAt.toISOString()).toBe(body.createdAt);
    expect(await t.db.$count(consultancyLeads, eq(consultancyLeads.email, lead.email))).toBe(0);
  });

  it("stores a founder-ebook lead as a consultancy lead", async () => {
    const lead = aFounderLead();
    const response = await postJson(t.app, "/api/leads", lead);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.kind).toBe("consultancy");
    const [row] = await t.db
      .select()
      .from(consultancyLeads)
      .where(eq(consultancyLeads.id, body._id));
    expect(row).toMatchObject(lead);
    expect(await t.db.$count(pitchLeads, eq(pitchLeads.email, lead.email))).toBe(0);
  });

  it.each([
    ["name", { name: " " }, "Name: This field is required"],
    ["email", { email: "rohan.example.com" }, "Email: Enter a valid e-mail address"],
    ["role", { role: "Investor" }, "Role: Choose your role"],
    ["role", { role: "" }, "Role: Choose your role"],
    ["location", { location: "Atlantis" }, "Location: Choose your location"],
  ])("rejects a handbook lead with a bad %s", async (field, change, message) => {
    const response = await postJson(t.app, "/api/leads", { ...aHandbookLead(), ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message, issues: [{ path: field }] });
  });

  it.each([
    ["startup", { startup: "" }, "Startup: This field is required"],
    ["stage", { stage: "Series A" }, "Stage: Choose your stage"],
    ["location", { location: "Goa" }, "Location: Choose your location"],
    ["investment", { investment: "a lot" }, "Investment: Investment must be a number"],
    ["investment", { investment: -5 }, "Investment: Investment cannot be negative"],
    ["hours", { hours: null }, "Hours: Hours must be a number"],
    ["hours", { hours: 25 }, "Hours: Hours is too large"],
  ])("rejects a founder lead with a bad %s", async (field, change, message) => {
    const response = await postJson(t.app, "/api/leads", { ...aFounderLead(), ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message, issues: [{ path: field }] });
  });

  it("rejects unknown fields rather than silently dropping them", async () => {
    const response = await postJson(t.app, "/api/leads", { ...aHandbookLead(), admin: true });
    expect(response.statusCode).toBe(400);
  });

  it("stores nothing for a rejected lead", async () => {
    const before = (await t.db.$count(pitchLeads)) + (await t.db.$count(consultancyLeads));
    await postJson(t.app, "/api/leads", { ...aFounderLead(), hours: -1 });
    await postJson(t.app, "/api/leads", { ...aHandbookLead(), role: "x" });
    const after = (await t.db.$count(pitchLeads)) + (await t.db.$count(consultancyLeads));
    expect(after).toBe(before);
  });
});

describe("POST /api/leads: the ebook", () => {
  // A SITE_URL with a trailing slash: the links must still have one slash before /ebooks.
  const t = useTestApp({ SITE_URL: "https://nakhla.example/" });
  const mailsTo = (email: string) => t.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));

  it.each([
    [
      "handbook",
      aHandbookLead({ role: "Freelancer" }),
      "ai-handbook",
      "Artificial Intelligence Handbook",
      "handbook-lead",
      'start with the section "For Freelancers"',
    ],
    [
      "founder-ebook",
      aFounderLead({ startup: "Kisan Ledger" }),
      "before-you-build",
      "Before You Build — Read This First",
      "founder-ebook-lead",
      "building Kisan Ledger",
    ],
  ])(
    "a %s lead is answered with its ebook and mailed the link",
    async (_, lead, slug, title, kind, personal) => {
      const url = `https://nakhla.example/ebooks/${slug}.pdf`;
      const response = await postJson(t.app, "/api/leads", lead);
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({
        message: "Lead saved",
        _id: expect.any(String),
        ebook: { slug, title, url },
      });
      const mails = await mailsTo(lead.email);
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({
        kind,
        subject: `Your free ebook: ${title}`,
        status: "outbox",
      });
      expect(mails[0]?.text).toContain(`Dear ${lead.name},`);
      expect(mails[0]?.text).toContain(`\n${url}\n`);
      expect(mails[0]?.text).toContain(personal);
    },
  );

  it.each([
    [
      "handbook",
      aHandbookLead({ role: "Freelancer", language: "ar" }),
      "handbook-lead",
      "كتابك الإلكتروني المجاني: دليل الذكاء الاصطناعي",
      "ai-handbook",
      'بصفتك مستقل، ابدأ بقسم \u2066"For Freelancers"\u2069',
    ],
    [
      "founder-ebook",
      aFounderLead({ startup: "Kisan Ledger", language: "ar" }),
      "founder-ebook-lead",
      "كتابك الإلكتروني المجاني: قبل أن تبني — اقرأ هذا أولًا",
      "before-you-build",
      "ببناء \u2068Kisan Ledger\u2069 على أساس متين",
    ],
  ])(
    "a %s lead sent from an Arabic page is mailed in Arabic, and stored as any other",
    async (_, lead, kind, subject, slug, personal) => {
      const response = await postJson(t.app, "/api/leads", lead);
      expect(response.statusCode).toBe(201);
      const [mail] = await mailsTo(lead.email);
      expect(mail).toMatchObject({ kind, subject });
      expect(mail?.html).toContain('<html lang="ar" dir="rtl">');
      expect(mail?.text).toMatch(/^مرحبًا \u2068/);
      expect(mail?.text).toContain("(PDF، باللغة الإنجليزية)");
      expect(mail?.text).toContain(`\nhttps://nakhla.example/ebooks/${slug}.pdf\n`);
      expect(mail?.text).toContain(personal);
      expect(mail?.text).not.toMatch(/Dear|Thank you/);
    },
  );

  it("refuses a language it does not know, and stores nothing", async () => {
    const lead = aHandbookLead({ language: "fr" as never });
    const response = await postJson(t.app, "/api/leads", lead);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("Language: Unknown language");
    expect(await t.db.$count(pitchLeads, eq(pitchLeads.email, lead.email))).toBe(0);
  });

  it("mails nothing for a rejected lead", async () => {
    const lead = aHandbookLead({ role: "Investor" as never });
    expect((await postJson(t.app, "/api/leads", lead)).statusCode).toBe(400);
    expect(await mailsTo(lead.email)).toEqual([]);
  });
});

describe("POST /api/leads with an SMTP server that cannot be reached", () => {
  let context: Awaited<ReturnType<typeof build>>;
  beforeAll(async () => {
    // A port taken from the OS and released again: nothing listens there.
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
    const { port } = probe.address() as AddressInfo;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    context = await build({ SMTP_URL: `smtp://127.0.0.1:${port}` });
  });
  afterAll(() => context.close());

  it.each([
    ["handbook", aHandbookLead(), pitchLeads],
    ["founder-ebook", aFounderLead(), consultancyLeads],
  ] as const)(
    "still stores a %s lead and answers 201; the mail is marked failed",
    async (_, lead, table) => {
      const response = await postJson(context.app, "/api/leads", lead);
      expect(response.statusCode).toBe(201);
      expect(await context.db.$count(table, eq(table.email, lead.email))).toBe(1);
      await context.app.mailer.settled();
      const [mail] = await context.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.to, lead.email));
      expect(mail?.status).toBe("failed");
      expect(mail?.error).toMatch(/ECONNREFUSED/);
    },
  );
});
