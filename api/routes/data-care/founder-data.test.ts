import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { SCORED_TOPICS } from "../../../core/scorecard";
import { mailOutbox } from "../../db/schema/mail";
import { paymentOrders } from "../../db/schema/payments";
import { receipts } from "../../db/schema/receipts";
import { loginAsAdmin, loginAsReviewer } from "../../test/admin";
import { aPdf, uploadDeckAs } from "../../test/decks";
import { anApplication } from "../../test/factories";
import { aPaidApplication, asFounder } from "../../test/founder";
import { useTestApp } from "../../test/helpers";
import { pdfText } from "../../test/pdf-text";
import { zipEntries } from "../../test/zip";

// A founder's data on request (docs/decisions/051-retention-and-erasure.md): "Download my data"
// and "Delete my application" from the founder's page, and the same from the console.

describe("a founder's data on request", () => {
  const t = useTestApp();

  /** A paid founder with a deck, scored and discussed by staff, beside another founder. */
  async function aReviewedFounder(overrides: Parameters<typeof anApplication>[0] = {}) {
    const founder = await aPaidApplication(t.app, anApplication(overrides));
    const deck = await aPdf(undefined, "Deck of the founder");
    expect((await uploadDeckAs(t.app, founder.token, deck, "our-deck.pdf")).statusCode).toBe(201);
    const reviewer = await loginAsReviewer(t.app, t.db);
    const scored = await t.app.inject({
      method: "PUT",
      url: `/api/admin/applications/${founder.applicationId}/scorecard`,
      headers: reviewer.headers,
      payload: {
        scores: Object.fromEntries(SCORED_TOPICS.map((topic) => [topic, 4])),
        notes: { "Founders and Their Background": "Reviewer note: strong operator" },
        redFlag: false,
        submit: true,
      },
    });
    expect(scored.statusCode).toBe(200);
    const commented = await t.app.inject({
      method: "POST",
      url: `/api/admin/applications/${founder.applicationId}/comments`,
      headers: reviewer.headers,
      payload: { body: "Internal comment: ask about the grant" },
    });
    expect(commented.statusCode).toBe(201);
    return { ...founder, deck };
  }

  it("gives the founder every answer they gave and their deck, and nothing of staff or of another founder", async () => {
    const other = await aPaidApplication(
      t.app,
      anApplication({ email: "other.founder@example.com", startupName: "Someone Else Ltd" }),
    );
    const founder = await aReviewedFounder({ achievements: "Won the Dubai AI prize" });
    const answer = await asFounder(t.app, founder.token, { url: "/api/my-application/data" });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["content-disposition"]).toContain("attachment");
    const data = JSON.parse(answer.body);

    for (const [field, value] of Object.entries(founder.answers)) {
      expect(data.application.answers[field], field).toEqual(value);
    }
    expect(data.application.payment).toMatchObject({ amountPaid: 500000 });
    expect(data.application.payment.receipt.number).toMatch(/^NV\/\d{4}-\d{2}\/\d{6}$/);
    const [deck] = data.pitchDecks;
    expect(deck.fileName).toBe("our-deck.pdf");
    expect(Buffer.from(deck.file.base64, "base64").equals(founder.deck)).toBe(true);

    for (const staffOnly of [
      "Reviewer note: strong operator",
      "Internal comment: ask about the grant",
      "adminAnswers",
      "scores",
      "redFlag",
      "status",
      other.answers.email,
      "Someone Else Ltd",
      other.applicationId,
    ]) {
      expect(answer.body, staffOnly).not.toContain(staffOnly);
    }
    // Staff see that it was done, in the application's trail.
    const admin = await loginAsAdmin(t.app, t.db);
    const details = await t.app.inject({
      method: "GET",
      url: `/api/admin/applications/${founder.applicationId}`,
      headers: admin.headers,
    });
    expect(details.json().audit).toContainEqual(
      expect.objectContaining({ action: "exported", adminName: "The founder" }),
    );
  });

  it("withdraws and erases the application everywhere, keeping a valid receipt, with a confirmation mail", async () => {
    const founder = await aReviewedFounder({
      email: "erase.me@example.com",
      startupName: "Vanishing Ventures",
    });
    const admin = await loginAsAdmin(t.app, t.db);
    const [before] = await t.db
      .select()
      .from(receipts)
      .where(eq(receipts.applicationId, founder.applicationId));

    const refused = await asFounder(t.app, founder.token, {
      method: "POST",
      url: "/api/my-application/erase",
      payload: {},
    });
    expect(refused.statusCode).toBe(400);
    const erased = await asFounder(t.app, founder.token, {
      method: "POST",
      url: "/api/my-application/erase",
      payload: { confirm: true },
    });
    expect(erased.statusCode).toBe(200);
    expect(erased.json().receiptNumber).toBe(before?.number);

    // The private link opens nothing any more.
    expect((await asFounder(t.app, founder.token, { url: "/api/my-application" })).statusCode).toBe(
      403,
    );
    // Gone from every list, search, export and report of the console.
    const get = (url: string) => t.app.inject({ method: "GET", url, headers: admin.headers });
    for (const url of [
      "/api/apply/all",
      "/api/admin/applications?pageSize=100",
      "/api/admin/applications?q=vanishing",
      "/api/admin/applications.csv",
      "/api/review-queue/next",
    ]) {
      const answer = await get(url);
      expect(answer.body, url).not.toContain("Vanishing Ventures");
      expect(answer.body, url).not.toContain(founder.applicationId);
    }
    expect((await get(`/api/admin/applications/${founder.applicationId}`)).statusCode).toBe(404);
    const report = await t.app.inject({
      method: "POST",
      url: "/api/apply/get-report",
      headers: admin.headers,
      payload: { applicationId: founder.applicationId },
    });
    expect(report.statusCode).toBe(404);
    // In the firm's export, only the receipt's billed-to copy is left, and the confirmation mail
    // (the only mail to the address left in the outbox: checked below).
    const everything = await zipEntries((await get("/api/admin/data/export.zip")).rawPayload);
    for (const [name, csv] of everything) {
      expect(csv.includes("Vanishing Ventures"), name).toBe(
        name === "receipts.csv" || name === "mail_outbox.csv",
      );
    }

    // The receipt stays, stripped to what the invoice shows, and still renders as it did.
    const [after] = await t.db
      .select()
      .from(receipts)
      .where(eq(receipts.applicationId, founder.applicationId));
    expect(after).toMatchObject({
      number: before?.number,
      amount: before?.amount,
      issuedAt: before?.issuedAt,
      billedName: founder.answers.fullName,
      billedStartup: "Vanishing Ventures",
      billedEmail: "erase.me@example.com",
    });
    const pdf = await get(`/api/admin/applications/${founder.applicationId}/receipt`);
    expect(pdf.statusCode).toBe(200);
    const text = (await pdfText(pdf.rawPayload)).join("\n");
    expect(text).toContain(before?.number ?? "missing");
    expect(text).toContain("Vanishing Ventures");
    // The order keeps the payment's reference, not the answers.
    const [order] = await t.db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.id, after?.orderId ?? ""));
    expect(order?.answers).toBeNull();
    expect(order?.status).toBe("paid");

    const mails = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, "erase.me@example.com"));
    expect(mails.map((mail) => mail.kind)).toEqual(["application-erased"]);
    expect(mails[0]?.text).toContain(before?.number ?? "missing");

    const requests = await get("/api/admin/data/requests");
    expect(requests.json().items).toContainEqual(
      expect.objectContaining({
        applicationId: founder.applicationId,
        action: "erased",
        by: "The founder",
      }),
    );
  });

  it("lets an admin download and erase a founder's data for a request by mail, and not a reviewer", async () => {
    const founder = await aReviewedFounder({ email: "by.mail@example.com" });
    const reviewer = await loginAsReviewer(t.app, t.db);
    const admin = await loginAsAdmin(t.app, t.db, { name: "Noor Haddad" });
    const url = `/api/admin/applications/${founder.applicationId}`;
    expect(
      (await t.app.inject({ method: "GET", url: `${url}/data`, headers: reviewer.headers }))
        .statusCode,
    ).toBe(403);
    const data = await t.app.inject({ method: "GET", url: `${url}/data`, headers: admin.headers });
    expect(data.statusCode).toBe(200);
    expect(JSON.parse(data.body).application.answers.email).toBe("by.mail@example.com");

    const erased = await t.app.inject({
      method: "POST",
      url: `${url}/erase`,
      headers: admin.headers,
      payload: { confirm: true },
    });
    expect(erased.statusCode).toBe(200);
    const again = await t.app.inject({
      method: "POST",
      url: `${url}/erase`,
      headers: admin.headers,
      payload: { confirm: true },
    });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe("Application not found.");
    const requests = await t.app.inject({
      method: "GET",
      url: "/api/admin/data/requests",
      headers: admin.headers,
    });
    const done = requests
      .json()
      .items.filter(
        (item: { applicationId: string }) => item.applicationId === founder.applicationId,
      );
    expect(done.map((item: { action: string; by: string }) => [item.action, item.by])).toEqual([
      ["erased", "Noor Haddad"],
      ["exported", "Noor Haddad"],
    ]);
  });
});
