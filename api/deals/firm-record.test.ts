import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { dealAnswers } from "../db/schema/deal-answers";
import { dealAccessEvents, dealShares } from "../db/schema/deals";
import { loginAsAdmin } from "../test/admin";
import { aSharedDeal } from "../test/deal-viewers";
import { aScoredApplication } from "../test/deals";
import { anApplication } from "../test/factories";
import { useTestApp } from "../test/helpers";

// A firm's record against a hand-built history whose figures are known: five deals shared with one
// firm, each at a set time, answered (or not) at a set time (docs/product.md, "A firm's record").

const at = (iso: string) => new Date(iso);
/** Monday 2 November 2026, 08:00 in Abu Dhabi; the date asked is the end of Monday 16 November. */
const SHARED = at("2026-11-02T04:00:00Z");
const RESPOND_BY = at("2026-11-16T20:00:00Z");

describe("a firm's record: its answer rate and time, last contact, and each deal's answer", () => {
  const t = useTestApp();
  let admin: Record<string, string>;
  let firmId = "";
  let otherFirmId = "";
  const deals: Record<string, string> = {};
  const payments = { industry: "Payments for cafés", developmentStage: "Early Users" as const };

  const inject = (method: "GET" | "POST" | "PUT", url: string, payload?: object) =>
    t.app.inject({ method, url, headers: admin, payload });

  /** A scored application with a memo, shared with the firm alone. */
  async function dealWithTheFirm(industry: string) {
    const { applicationId } = await aScoredApplication(
      t.app,
      t.db,
      anApplication({ ...payments, industry }),
    );
    await inject("PUT", `/api/admin/applications/${applicationId}/memo`, {
      summary: "A startup.",
      risks: "Some.",
      proposedTerms: "SAFE.",
      roundSize: 500_000,
      roundCurrency: "USD",
    });
    const shared = await inject("POST", `/api/admin/applications/${applicationId}/shares`, {
      firmIds: [firmId],
    });
    expect(shared.statusCode).toBe(200);
    return applicationId;
  }

  const setShare = (applicationId: string, values: Partial<typeof dealShares.$inferInsert>) =>
    t.db.update(dealShares).set(values).where(eq(dealShares.applicationId, applicationId));

  const answer = (applicationId: string, kind: string, createdAt: Date) =>
    t.db.insert(dealAnswers).values({
      applicationId,
      firmId,
      kind,
      passReason: kind === "pass" ? "Too early for us" : null,
      answeredByName: "Nakhil person",
      answeredByEmail: "nakhil@nakhil.example",
      createdAt,
    });

  beforeAll(async () => {
    admin = (await loginAsAdmin(t.app, t.db)).headers;
    const first = await aSharedDeal(t.app, t.db, admin, ["nakhil", "ardh"], {
      ...anApplication(payments),
    });
    firmId = first.firmIds.nakhil ?? "";
    otherFirmId = first.firmIds.ardh ?? "";
    deals.interested = first.applicationId;
    deals.late = await dealWithTheFirm("Lending to small shops");
    deals.silent = await dealWithTheFirm("Insurance for fishing boats");
    deals.open = await dealWithTheFirm("Wealth apps");
    deals.revoked = await dealWithTheFirm("Credit scoring");
    for (const key of ["interested", "late", "silent", "revoked"]) {
      await setShare(deals[key] ?? "", { createdAt: SHARED, respondBy: RESPOND_BY });
    }
    // Interested on the Wednesday (2 business days), then a soft circle before the date.
    await answer(deals.interested ?? "", "interested", at("2026-11-04T09:00:00Z"));
    await answer(deals.interested ?? "", "soft-circle", at("2026-11-10T09:00:00Z"));
    // A pass two days after the date: 12 business days (Friday counts, Saturday and Sunday do not).
    await answer(deals.late ?? "", "pass", at("2026-11-18T09:00:00Z"));
    // Asked by a date still ahead: not due yet.
    await setShare(deals.open ?? "", {
      createdAt: at("2026-11-20T06:00:00Z"),
      respondBy: new Date(Date.now() + 30 * 86_400_000),
    });
    // Taken back before its date: never due.
    await setShare(deals.revoked ?? "", { revokedAt: at("2026-11-05T06:00:00Z") });
    // The firm's last visit: the memo of the deal it never answered, read on 27 November.
    await t.db.insert(dealAccessEvents).values({
      applicationId: deals.silent ?? "",
      firmId,
      email: "nakhil@nakhil.example",
      event: "memo viewed",
      createdAt: at("2026-11-27T10:00:00Z"),
    });
  });

  it("counts the deals due and answered, the median business days, and the last contact", async () => {
    const response = await inject("GET", `/api/admin/affiliated-firms/${firmId}/shares`);
    expect(response.statusCode).toBe(200);
    const record = response.json();
    expect(record).toMatchObject({
      due: 3,
      answered: 2,
      answerRatePercent: 67,
      medianDaysToAnswer: 2,
      lastContactAt: "2026-11-27T10:00:00.000Z",
    });
    const byId = (id: string | undefined) =>
      record.deals.find((deal: { applicationId: string }) => deal.applicationId === id);
    expect(byId(deals.interested)).toMatchObject({
      answer: { kind: "soft-circle", answeredAt: "2026-11-10T09:00:00.000Z", late: false },
      noAnswerByDate: false,
    });
    expect(byId(deals.late)).toMatchObject({
      answer: { kind: "pass", late: true },
      noAnswerByDate: false,
    });
    expect(byId(deals.silent)).toMatchObject({ answer: null, noAnswerByDate: true });
    expect(byId(deals.open)).toMatchObject({ answer: null, noAnswerByDate: false });
    expect(byId(deals.revoked)).toMatchObject({
      answer: null,
      noAnswerByDate: false,
      revokedAt: "2026-11-05T06:00:00.000Z",
    });
    // Newest share first.
    expect(record.deals[0].applicationId).toBe(deals.open);
  });

  it("shows a firm with no deal as having nothing due, and a firm unknown as a 404", async () => {
    const firm = await inject("POST", "/api/admin/affiliated-firms", {
      name: "Empty Capital",
      domains: [],
      sectors: [],
      stages: [],
      regions: [],
      people: [],
    });
    const record = (
      await inject("GET", `/api/admin/affiliated-firms/${firm.json()._id}/shares`)
    ).json();
    expect(record).toEqual({
      due: 0,
      answered: 0,
      answerRatePercent: null,
      medianDaysToAnswer: null,
      lastContactAt: null,
      deals: [],
    });
    const unknown = await inject(
      "GET",
      "/api/admin/affiliated-firms/00000000-0000-4000-8000-000000000000/shares",
    );
    expect(unknown.statusCode).toBe(404);
  });

  it("suggests first the firms that answered Interested or better on similar deals", async () => {
    const { applicationId } = await aScoredApplication(
      t.app,
      t.db,
      anApplication({ ...payments, industry: "Payments for gyms" }),
    );
    const candidates = (
      await inject("GET", `/api/admin/applications/${applicationId}/share-candidates`)
    ).json();
    const ours = candidates.filter((c: { firmId: string }) =>
      [firmId, otherFirmId].includes(c.firmId),
    );
    // The same thesis; "Ardh" comes before "Nakhil" by name, but Nakhil soft-circled a payments
    // deal (its pass on lending, also FinTech, and the deals it never answered count for nothing).
    expect(
      ours.map((c: { firmId: string; interestedOnSimilar: number }) => [
        c.firmId,
        c.interestedOnSimilar,
      ]),
    ).toEqual([
      [firmId, 1],
      [otherFirmId, 0],
    ]);
  });
});
