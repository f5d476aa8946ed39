import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { dealNotifications, dealQuestions } from "../db/schema/deal-questions";
import {
  dealAccessEvents,
  dealLinks,
  dealMemos,
  dealShares,
  dealViewerSessions,
} from "../db/schema/deals";
import { mailOutbox } from "../db/schema/mail";
import { sendDealDigests } from "../deals/deal-digest";
import { loginAsAdmin } from "../test/admin";
import { aSharedDeal, dealViewerCookie } from "../test/deal-viewers";
import { anApplication } from "../test/factories";
import { useTestApp } from "../test/helpers";
import { zipEntries } from "../test/zip";

// A shared deal's application erased at the founder's request, and the firms' directory in the
// firm's export (docs/decisions/064-deal-questions.md).

const LINK_NOT_VALID = {
  message: "This link does not open a deal. Ask the person who sent it to you for a new one.",
};

describe("a shared deal's data", () => {
  const t = useTestApp({ SITE_URL: "https://nakhla.example" });

  it("puts the affiliated firms, each of their people and what they answered in the firm's export", async () => {
    const admin = await loginAsAdmin(t.app, t.db);
    const deal = await aSharedDeal(t.app, t.db, admin.headers, ["alpha"]);
    const cookie = await dealViewerCookie(t.app, t.db, deal.emailOf("alpha"));
    const answered = await t.app.inject({
      method: "PUT",
      url: "/api/deal-room/answer",
      headers: { cookie },
      payload: { kind: "soft-circle", amount: 250_000, currency: "USD" },
    });
    expect(answered.statusCode).toBe(200);
    const zip = await zipEntries(
      (
        await t.app.inject({
          method: "GET",
          url: "/api/admin/data/export.zip",
          headers: admin.headers,
        })
      ).rawPayload,
    );
    const people = zip.get("affiliated_firm_people.csv") ?? "";
    expect(people.startsWith("\uFEFFfirm_id,firm_name,name,email,role,language\r\n")).toBe(true);
    expect(people).toContain(
      `${deal.firmIds.alpha},${deal.firmName("alpha")},alpha person,${deal.emailOf("alpha")},Partner,en\r\n`,
    );
    expect(zip.get("affiliated_firms.csv")).toContain(deal.firmName("alpha"));
    expect(zip.get("deal_shares.csv")).toContain(deal.applicationId);
    const answers = (zip.get("deal_answers.csv") ?? "").split("\r\n");
    expect(answers.find((line) => line.includes(deal.applicationId))).toContain(
      `${deal.firmIds.alpha},`,
    );
    expect(answers.find((line) => line.includes(deal.applicationId))).toContain(",soft-circle,");
    // Secrets stay out: the links' token hashes.
    expect(zip.get("deal_links.csv")?.split("\r\n")[0]).not.toContain("token_hash");
  });

  it("erases the deal with the application: links close, firms are told, nothing names it", async () => {
    const admin = await loginAsAdmin(t.app, t.db, { username: "sharer@nakhla.example" });
    const deal = await aSharedDeal(
      t.app,
      t.db,
      admin.headers,
      ["alpha", "beta"],
      anApplication({ startupName: "Vanishing Pay", email: "vanish@example.com" }),
    );
    const alpha = await dealViewerCookie(t.app, t.db, deal.emailOf("alpha"));
    await t.app.inject({ method: "GET", url: "/api/deal-room/deal", headers: { cookie: alpha } });
    await t.app.inject({
      method: "POST",
      url: "/api/deal-room/questions",
      headers: { cookie: alpha },
      payload: { target: { kind: "memo", section: "summary" }, question: "Why now?" },
    });
    // Beta's share revoked before: its person may still hold what they read, and is told too.
    const [betaShare] = await t.db
      .select()
      .from(dealShares)
      .where(eq(dealShares.firmId, deal.firmIds.beta ?? ""));
    await t.app.inject({
      method: "POST",
      url: `/api/admin/deal-shares/${betaShare?.id}/revoke`,
      headers: admin.headers,
    });
    expect(
      await t.db.$count(dealNotifications, eq(dealNotifications.applicationId, deal.applicationId)),
    ).toBe(2);
    const linkIds = (
      await t.db
        .select({ id: dealLinks.id })
        .from(dealLinks)
        .innerJoin(dealShares, eq(dealShares.id, dealLinks.shareId))
        .where(eq(dealShares.applicationId, deal.applicationId))
    ).map((link) => link.id);
    expect(linkIds).toHaveLength(2);
    // A second version went to the firm that still has the deal, with its own mail.
    const newVersion = await t.app.inject({
      method: "POST",
      url: `/api/admin/applications/${deal.applicationId}/memo/versions`,
      headers: admin.headers,
      payload: {
        summary: "Payments for Gulf cafés, now in Oman too.",
        roundSize: 1500000,
        roundCurrency: "USD",
        changeNote: "The round grew after the Muscat pilot.",
      },
    });
    expect(newVersion.statusCode).toBe(201);
    const sentLatest = await t.app.inject({
      method: "POST",
      url: `/api/admin/applications/${deal.applicationId}/shares/latest`,
      headers: admin.headers,
    });
    expect(sentLatest.statusCode).toBe(200);
    const versionMails = async () =>
      (await t.db.select().from(mailOutbox)).filter(
        (mail) =>
          mail.kind === "deal-version" &&
          mail.subject === "Vanishing Pay: version 2 of the analyst memo from Nakhla Ventures",
      );
    expect((await versionMails()).map((mail) => mail.to)).toEqual([deal.emailOf("alpha")]);
    // The sharer's digest has named the deal by mail.
    await t.app.inject({
      method: "PUT",
      url: "/api/account/deal-digest",
      headers: admin.headers,
      payload: { on: true },
    });
    const deps = { db: t.db, mailer: t.app.mailer, siteUrl: "https://nakhla.example" };
    expect(await sendDealDigests(deps, new Date())).toEqual({ sent: 1 });

    const erased = await t.app.inject({
      method: "POST",
      url: `/api/admin/applications/${deal.applicationId}/erase`,
      headers: admin.headers,
      payload: { confirm: true },
    });
    expect(erased.statusCode).toBe(200);

    // The firm's viewer is turned away with the one answer for every dead link.
    for (const url of ["/api/deal-room/deal", "/api/deal-room/questions"]) {
      const response = await t.app.inject({ method: "GET", url, headers: { cookie: alpha } });
      expect(response.statusCode, url).toBe(403);
      expect(response.json()).toEqual(LINK_NOT_VALID);
    }
    // Every row of the deal is gone with the application.
    const { applicationId } = deal;
    for (const [table, column] of [
      [dealMemos, dealMemos.applicationId],
      [dealShares, dealShares.applicationId],
      [dealAccessEvents, dealAccessEvents.applicationId],
      [dealQuestions, dealQuestions.applicationId],
      [dealNotifications, dealNotifications.applicationId],
    ] as const) {
      expect(await t.db.$count(table, eq(column, applicationId))).toBe(0);
    }
    expect(await t.db.$count(dealLinks, inArray(dealLinks.id, linkIds))).toBe(0);
    expect(await t.db.$count(dealViewerSessions, inArray(dealViewerSessions.linkId, linkIds))).toBe(
      0,
    );
    // Everyone it was sent to is told, and asked to delete their copies.
    const mails = await t.db.select().from(mailOutbox);
    const withdrawn = mails.filter((mail) => mail.kind === "deal-withdrawn");
    expect(withdrawn.map((mail) => mail.to).sort()).toEqual([
      deal.emailOf("alpha"),
      deal.emailOf("beta"),
    ]);
    const toAlpha = withdrawn.find((mail) => mail.to === deal.emailOf("alpha"));
    expect(toAlpha?.subject).toBe(
      `Vanishing Pay: the deal shared with ${deal.firmName("alpha")} is withdrawn`,
    );
    expect(toAlpha?.text).toContain("please delete any copy or notes of the memo");
    // The links' and the new version's mails are gone; the founder's confirmation says where the
    // memo had gone.
    expect(
      mails.filter((mail) => mail.kind === "deal-link" && mail.subject.startsWith("Vanishing Pay")),
    ).toEqual([]);
    expect(await versionMails()).toEqual([]);
    const [confirmation] = mails.filter((mail) => mail.kind === "application-erased");
    expect(confirmation?.text).toContain(
      "Our analyst memo on your startup had been shared with 2 affiliated firms: it is deleted too",
    );
    // The firm's export names the deal only in the mails that told of its erasure.
    const zip = await zipEntries(
      (
        await t.app.inject({
          method: "GET",
          url: "/api/admin/data/export.zip",
          headers: admin.headers,
        })
      ).rawPayload,
    );
    for (const [name, csv] of zip) {
      expect(csv.includes("Vanishing Pay"), name).toBe(
        name === "mail_outbox.csv" || name === "receipts.csv",
      );
    }
    expect(mails.filter((mail) => mail.kind === "deal-digest")).toEqual([]);
  });
});
