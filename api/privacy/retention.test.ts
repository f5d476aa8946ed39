import { and, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { applicationDrafts } from "../db/schema/application-drafts";
import { applications } from "../db/schema/applications";
import { auditEvents } from "../db/schema/audit";
import { pitchDecks } from "../db/schema/founder";
import { mailOutbox } from "../db/schema/mail";
import { mailSuppressions, subscribers } from "../db/schema/newsletter";
import { paymentOrders } from "../db/schema/payments";
import {
  consultancyLeads,
  consultancyRequests,
  contacts,
  fundingInterest,
  pitchLeads,
} from "../db/schema/public-forms";
import { receipts } from "../db/schema/receipts";
import { applicationComments } from "../db/schema/reviews";
import { adminSessions, adminUsers, loginFailures, signInChallenges } from "../db/schema/staff";
import { createMailer } from "../mail/mailer";
import { suppress, suppressedAmong } from "../mail/suppressions-repository";
import { aPdf, uploadDeckAs } from "../test/decks";
import { aContact, aFounderLead, aHandbookLead, anApplication } from "../test/factories";
import { aPaidApplication } from "../test/founder";
import { useTestApp } from "../test/helpers";
import { ruleBoundaries } from "../test/retention";
import { silentLog } from "../test/silent-log";
import { eraseApplication } from "./erase-application";
import { planRetention, runRetention } from "./retention";

// Retention (docs/decisions/051-retention-and-erasure.md) on a fixture that spans every rule's
// boundary: a record a day past its date and one a day short of it. The run removes exactly the
// first, the dry run lists exactly what the run removes, and invoices stay.

const log = silentLog;

describe("retention", () => {
  const t = useTestApp();

  it("removes exactly what is past its date, lists the same in the dry run, and keeps invoices", async () => {
    const now = new Date();
    const plan0 = await planRetention(t.db, now);
    const { past, short } = ruleBoundaries(plan0);
    const expected: Record<string, string[]> = {};
    const expect_ = (rule: string, id: string) => {
      expected[rule] = [...(expected[rule] ?? []), id];
    };

    // Applications: a paid one past seven years (deck, comment, receipt) and one a day short.
    const old = await aPaidApplication(t.app, anApplication({ startupName: "Old Startup" }));
    expect((await uploadDeckAs(t.app, old.token, await aPdf(), "old.pdf")).statusCode).toBe(201);
    await t.db
      .insert(applicationComments)
      .values({ applicationId: old.applicationId, authorName: "Leena", body: "Old note" });
    const recent = await aPaidApplication(t.app, anApplication({ startupName: "Recent Startup" }));
    await t.db
      .update(applications)
      .set({ createdAt: past("applications") })
      .where(eq(applications.id, old.applicationId));
    await t.db
      .update(applications)
      .set({ createdAt: short("applications") })
      .where(eq(applications.id, recent.applicationId));
    expect_("applications", old.applicationId);

    // Receipts of erased applications: one of a financial year ended over eight years ago, one not.
    const deps = {
      db: t.db,
      mailer: createMailer({ db: t.db, log, from: "Nakhla <hello@nakhla.example>" }),
      storage: null,
      log,
    };
    const erasedOld = await aPaidApplication(t.app);
    const erasedKept = await aPaidApplication(t.app);
    await eraseApplication(deps, erasedOld.applicationId, { by: "founder" });
    await eraseApplication(deps, erasedKept.applicationId, { by: "founder" });
    await t.db
      .update(receipts)
      .set({ issuedAt: past("receipts") })
      .where(eq(receipts.applicationId, erasedOld.applicationId));
    await t.db
      .update(receipts)
      .set({ issuedAt: short("receipts") })
      .where(eq(receipts.applicationId, erasedKept.applicationId));
    expect_("receipts", erasedOld.applicationId);

    // Orders never paid: their answers go after 30 days, the rows stay.
    const orders = await t.db
      .insert(paymentOrders)
      .values(
        [past("unpaid-order-answers"), short("unpaid-order-answers")].map((createdAt, index) => ({
          provider: "test",
          providerOrderId: `order_retention_${index}`,
          amount: 500000,
          currency: "INR",
          answers: anApplication(),
          expiresAt: createdAt,
          status: "expired",
          createdAt,
        })),
      )
      .returning({ id: paymentOrders.id });
    expect_("unpaid-order-answers", orders[0]?.id ?? "");

    // One past and one short for each rule that deletes rows of one table.
    const pair = async <T extends { id: string }>(
      rule: string,
      insert: (at: Date, index: number) => Promise<T[]>,
    ) => {
      const [gone] = await insert(past(rule), 0);
      await insert(short(rule), 1);
      expect_(rule, gone?.id ?? "");
    };
    await pair("contacts", (at) =>
      t.db
        .insert(contacts)
        .values({ ...aContact(), createdAt: at, updatedAt: at })
        .returning({ id: contacts.id }),
    );
    await pair("pitch-leads", (at) =>
      t.db
        .insert(pitchLeads)
        .values({ ...aHandbookLead(), createdAt: at })
        .returning({ id: pitchLeads.id }),
    );
    await pair("consultancy-leads", (at) =>
      t.db
        .insert(consultancyLeads)
        .values({ ...aFounderLead(), createdAt: at })
        .returning({ id: consultancyLeads.id }),
    );
    await pair("consultancy-requests", (at) =>
      t.db
        .insert(consultancyRequests)
        .values({
          businessName: "Dhow Freight",
          businessAge: 3,
          industry: "Logistics",
          primaryProblem: "Cash flow",
          expectations: "A plan",
          createdAt: at,
        })
        .returning({ id: consultancyRequests.id }),
    );
    await pair("funding-interest", (at) =>
      t.db
        .insert(fundingInterest)
        .values({ name: "Zara", email: "zara@example.com", idea: "Kiosks", createdAt: at })
        .returning({ id: fundingInterest.id }),
    );
    await pair("left-subscribers", (at, index) =>
      t.db
        .insert(subscribers)
        .values({ email: `left-${index}@example.com`, status: "Unsubscribed", leftAt: at })
        .returning({ id: subscribers.id }),
    );
    await suppress(t.db, "Left-0@Example.com", "Unsubscribed", "one-click");
    // Subscribed long ago and still on the list: never the retention's.
    await t.db.insert(subscribers).values({
      email: "staying@example.com",
      status: "Subscribed",
      createdAt: past("left-subscribers"),
    });
    await pair("drafts", (at) =>
      t.db
        .insert(applicationDrafts)
        .values({ email: "draft@example.com", step: 1, answers: {}, createdAt: at, updatedAt: at })
        .returning({ id: applicationDrafts.id }),
    );
    const [staff] = await t.db
      .insert(adminUsers)
      .values({ username: "retention-staff", displayName: "R", passwordHash: "x" })
      .returning({ id: adminUsers.id });
    const staffId = staff?.id ?? "";
    await pair("staff-sessions", (at, index) =>
      t.db
        .insert(adminSessions)
        .values({ adminId: staffId, tokenHash: `session-${index}`, expiresAt: at, createdAt: at })
        .returning({ id: adminSessions.id }),
    );
    await pair("sign-in-challenges", (at, index) =>
      t.db
        .insert(signInChallenges)
        .values({
          adminId: staffId,
          tokenHash: `challenge-${index}`,
          purpose: "totp",
          expiresAt: at,
        })
        .returning({ id: signInChallenges.id }),
    );
    await pair("failed-sign-ins", (at) =>
      t.db
        .insert(loginFailures)
        .values({ ip: "192.0.2.9", username: "someone", createdAt: at })
        .returning({ id: loginFailures.id }),
    );
    await pair("mails", (at) =>
      t.db
        .insert(mailOutbox)
        .values({
          kind: "handbook-lead",
          to: "old@example.com",
          subject: "s",
          text: "t",
          createdAt: at,
        })
        .returning({ id: mailOutbox.id }),
    );
    await pair("audit", (at) =>
      t.db
        .insert(auditEvents)
        .values({
          entityType: "contact",
          entityId: staffId,
          action: "status",
          detail: "Pending → Resolved",
          adminName: "R",
          createdAt: at,
        })
        .returning({ id: auditEvents.id }),
    );

    // The dry run lists exactly the records past their date, rule by rule.
    const plan = await planRetention(t.db, now);
    const planned = Object.fromEntries(
      plan.map(({ rule, records }) => [rule.id, records.map((record) => record.id).sort()]),
    );
    for (const { rule } of plan) {
      expect(planned[rule.id], rule.id).toEqual((expected[rule.id] ?? []).sort());
    }

    // The run removes exactly what the dry run listed.
    const report = await runRetention(deps, now);
    for (const rule of report.rules) {
      expect(rule.ids.sort(), rule.id).toEqual(planned[rule.id]);
    }
    const after = await planRetention(t.db, now);
    expect(after.every(({ records }) => records.length === 0)).toBe(true);

    // The old application is erased with its deck and comment; its invoice stays.
    expect(
      await t.db.select().from(applications).where(eq(applications.id, old.applicationId)),
    ).toEqual([]);
    expect(
      await t.db.select().from(pitchDecks).where(eq(pitchDecks.applicationId, old.applicationId)),
    ).toEqual([]);
    const [invoice] = await t.db
      .select()
      .from(receipts)
      .where(eq(receipts.applicationId, old.applicationId));
    expect(invoice).toMatchObject({ billedStartup: "Old Startup", amount: 500000 });
    expect(invoice?.erasedAt).not.toBeNull();
    const kept = await t.db
      .select({ id: receipts.applicationId })
      .from(receipts)
      .where(inArray(receipts.applicationId, [erasedOld.applicationId, erasedKept.applicationId]));
    expect(kept.map((row) => row.id)).toEqual([erasedKept.applicationId]);
    const [unpaid] = await t.db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.id, orders[0]?.id ?? ""));
    expect(unpaid).toMatchObject({ answers: null, amount: 500000 });

    // A subscriber who left is gone, address and all; the suppression, a hash, still refuses it.
    const left = await t.db
      .select({ email: subscribers.email })
      .from(subscribers)
      .where(inArray(subscribers.email, ["left-0@example.com", "staying@example.com"]));
    expect(left).toEqual([{ email: "staying@example.com" }]);
    expect(await suppressedAmong(t.db, ["left-0@example.com"])).toEqual(
      new Set(["left-0@example.com"]),
    );
    const hashes = await t.db.select().from(mailSuppressions);
    expect(JSON.stringify(hashes)).not.toContain("left-0");

    // Every removal is in the audit trail, by count.
    const trail = await t.db
      .select({ action: auditEvents.action, detail: auditEvents.detail })
      .from(auditEvents)
      .where(and(eq(auditEvents.entityType, "retention"), eq(auditEvents.entityId, report.runId)));
    expect(trail).toContainEqual({
      action: "removed",
      detail: expect.stringMatching(/^1 contact messages: last changed more than 24 months ago\.$/),
    });
    expect(trail).toContainEqual({
      action: "reduced",
      detail: expect.stringMatching(/^1 answers kept with orders never paid/),
    });
    expect(trail).toHaveLength(Object.keys(expected).length);
  });

  it("shows admins the dry run, and runs it on request", async () => {
    const { loginAsAdmin } = await import("../test/admin");
    const admin = await loginAsAdmin(t.app, t.db);
    const preview = await t.app.inject({
      method: "GET",
      url: "/api/admin/data/retention",
      headers: admin.headers,
    });
    expect(preview.statusCode).toBe(200);
    const contactsRule = preview
      .json()
      .rules.find((rule: { id: string }) => rule.id === "contacts");
    expect(contactsRule).toMatchObject({
      label: "contact messages",
      reason: "last changed more than 24 months ago",
      action: "remove",
    });
    const run = await t.app.inject({
      method: "POST",
      url: "/api/admin/data/retention/run",
      headers: admin.headers,
    });
    expect(run.statusCode).toBe(200);
    expect(run.json().rules.map((rule: { id: string }) => rule.id)).toContain("applications");
  });
});
