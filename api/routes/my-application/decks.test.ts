import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { pitchDecks } from "../../db/schema/founder";
import { insertDeck } from "../../founder/pitch-decks-repository";
import { loginAsAdmin } from "../../test/admin";
import { aBrokenPdf, anInflatingPdf, aPdf, uploadDeckAs } from "../../test/decks";
import { aContact } from "../../test/factories";
import { aPaidApplication, asFounder } from "../../test/founder";
import { useTestApp } from "../../test/helpers";
import { paymentTestEnv } from "../../test/payments";

const MB20 = 20 * 1024 * 1024;
const NOT_PDF =
  "This file is not a PDF we can open. Upload your pitch deck as a PDF of at most 20 MB, or give a link to it.";

describe("pitch decks", () => {
  const t = useTestApp(paymentTestEnv);
  let founder: Awaited<ReturnType<typeof aPaidApplication>>;
  const upload = (body: Buffer, fileName: string, token = founder.token) =>
    uploadDeckAs(t.app, token, body, fileName);
  const decks = async (token = founder.token) =>
    (await asFounder(t.app, token, { url: "/api/my-application" })).json().decks;

  beforeAll(async () => {
    founder = await aPaidApplication(t.app);
  });

  it("takes a PDF, and keeps the earlier one when a new one replaces it", async () => {
    const pdf = await aPdf();
    const first = await upload(pdf, "Qahwa deck v1.pdf");
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ kind: "file", fileName: "Qahwa deck v1.pdf" });
    const second = await upload(pdf, "Qahwa deck v2.pdf");
    expect(second.statusCode).toBe(201);
    const listed = await decks();
    expect(listed.map((deck: { fileName: string }) => deck.fileName).slice(0, 2)).toEqual([
      "Qahwa deck v2.pdf",
      "Qahwa deck v1.pdf",
    ]);
    for (const deck of listed) expect(Date.parse(deck.createdAt)).not.toBeNaN();
    expect(listed[0].size).toBe(pdf.length);
    // Without DECK_S3_* the bytes are kept in the database (docs/decisions/027-pitch-deck-storage.md).
    const [row] = await t.db.select().from(pitchDecks).where(eq(pitchDecks.id, listed[0].id));
    expect(row?.content?.equals(pdf)).toBe(true);
    expect(row?.storageKey).toBeNull();
  });

  it("says a deck kept in object storage cannot be opened once that storage is no longer configured", async () => {
    const { id } = await insertDeck(t.db, {
      applicationId: founder.applicationId,
      kind: "file",
      fileName: "in the bucket.pdf",
      size: 1234,
      storageKey: `decks/${founder.applicationId}/0b7d4c52-6a43-4d8e-9c59-3f1e2a7b8c90.pdf`,
    });
    const response = await asFounder(t.app, founder.token, {
      url: `/api/my-application/decks/${id}`,
    });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      message:
        "This pitch deck cannot be opened just now: the file store is not answering. Please try again in a few minutes.",
    });
  });

  it("judges a file by its content, not its name", async () => {
    const exe = await upload(await aPdf(), "deck.exe");
    expect(exe.statusCode).toBe(201);
    expect(exe.json().fileName).toBe("deck.pdf");

    const png = Buffer.from("89504e470d0a1a0a0000000d49484452", "hex");
    for (const [body, name] of [
      [png, "deck.pdf"],
      [aBrokenPdf(), "deck.pdf"],
      [(await aPdf()).subarray(0, 300), "half.pdf"],
      [Buffer.from("Quarterly numbers, plain text"), "numbers.pdf"],
    ] as const) {
      const response = await upload(body, name);
      expect(response.statusCode, name).toBe(400);
      expect(response.json()).toEqual({ message: NOT_PDF });
    }
  });

  it("refuses a PDF made to take long to open, as one it cannot open, and keeps the deck", async () => {
    const before = await decks();
    // Under 20 MB, but 16 GB for pdf-lib to inflate: opening it is given up after two seconds.
    const response = await upload(anInflatingPdf(1_000), "deck.pdf");
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: NOT_PDF });
    expect(await decks()).toEqual(before);
  });

  it("refuses an empty file, saying so", async () => {
    const response = await upload(Buffer.alloc(0), "empty.pdf");
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: "This file is empty. Upload your pitch deck as a PDF of at most 20 MB.",
    });
  });

  // Storing 20 MB takes a while in the embedded database on a loaded machine: a generous limit.
  it("takes a PDF of exactly 20 MB and refuses one byte more", { timeout: 120_000 }, async () => {
    const exact = await upload(await aPdf(MB20), "big.pdf");
    expect(exact.statusCode).toBe(201);
    expect(exact.json().size).toBe(MB20);
    const over = await upload(await aPdf(MB20 + 1), "bigger.pdf");
    expect(over.statusCode).toBe(413);
    expect(over.json()).toEqual({
      message:
        "This file is larger than 20 MB. Upload a smaller PDF, or give a link to your deck instead.",
    });
  });

  it("keeps the large body limit to the upload: other routes still refuse big bodies", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/contact",
      payload: aContact({ description: "x".repeat(300 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
  });

  it("takes a https link instead of a file, and nothing else", async () => {
    const link = await asFounder(t.app, founder.token, {
      method: "POST",
      url: "/api/my-application/deck-link",
      payload: { url: "https://docs.example.com/qahwa-labs-deck" },
    });
    expect(link.statusCode).toBe(201);
    expect((await decks())[0]).toMatchObject({
      kind: "link",
      url: "https://docs.example.com/qahwa-labs-deck",
      fileName: null,
    });
    for (const url of ["http://docs.example.com/deck", "javascript:alert(1)", "not a link", ""]) {
      const refused = await asFounder(t.app, founder.token, {
        method: "POST",
        url: "/api/my-application/deck-link",
        payload: { url },
      });
      expect(refused.statusCode, url).toBe(400);
    }
  });

  it("shows a deck to its own founder and to staff inline, and to nobody else", async () => {
    const pdf = await aPdf();
    const { id } = (await upload(pdf, "for staff.pdf")).json();
    const own = await asFounder(t.app, founder.token, { url: `/api/my-application/decks/${id}` });
    expect(own.statusCode).toBe(200);
    expect(own.rawPayload.equals(pdf)).toBe(true);

    const other = await aPaidApplication(t.app);
    const stranger = await asFounder(t.app, other.token, {
      url: `/api/my-application/decks/${id}`,
    });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toEqual({ message: "Pitch deck not found." });

    const { headers } = await loginAsAdmin(t.app, t.db);
    const staff = await t.app.inject({
      method: "GET",
      url: `/api/admin/applications/${founder.applicationId}/decks/${id}`,
      headers,
    });
    expect(staff.statusCode).toBe(200);
    expect(staff.headers["content-type"]).toBe("application/pdf");
    expect(staff.headers["content-disposition"]).toBe('inline; filename="for_staff.pdf"');
    expect(staff.headers["x-content-type-options"]).toBe("nosniff");
    expect(staff.rawPayload.equals(pdf)).toBe(true);
    const wrongApplication = await t.app.inject({
      method: "GET",
      url: `/api/admin/applications/${other.applicationId}/decks/${id}`,
      headers,
    });
    expect(wrongApplication.statusCode).toBe(404);
    const side = await t.app.inject({
      method: "GET",
      url: `/api/admin/applications/${founder.applicationId}/founder-side`,
      headers,
    });
    expect(side.json().decks[0]).toMatchObject({ id, fileName: "for staff.pdf" });
  });

  it("refuses an upload without a live link before reading it", async () => {
    const response = await upload(await aPdf(), "deck.pdf", "x".repeat(43));
    expect(response.statusCode).toBe(403);
  });
});

describe("pitch deck uploads, past the rate limit and in the wrong type", () => {
  const t = useTestApp({ ...paymentTestEnv, PUBLIC_WRITE_RATE_LIMIT: "2" });

  it("answers a real 429 with Retry-After once the limit is reached", async () => {
    const founder = await aPaidApplication(t.app);
    const pdf = await aPdf();
    for (let upload = 0; upload < 2; upload++) {
      expect((await uploadDeckAs(t.app, founder.token, pdf, "deck.pdf")).statusCode).toBe(201);
    }
    const limited = await uploadDeckAs(t.app, founder.token, pdf, "deck.pdf");
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(
      /^Too many requests\. Please try again in \d+ seconds\.$/,
    );
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
  });

  it("says it takes a PDF when sent another type", async () => {
    const founder = await aPaidApplication(t.app);
    // From an address of its own, so the limit reached above does not answer first.
    const wrongType = await t.app.inject({
      method: "PUT",
      url: "/api/my-application/deck?fileName=deck.pdf",
      payload: "not a pdf",
      headers: { "x-founder-token": founder.token, "content-type": "text/plain" },
      remoteAddress: "203.0.113.45",
    });
    expect(wrongType.statusCode).toBe(415);
    expect(wrongType.json()).toEqual({
      message: "Send the PDF itself, as application/pdf or application/octet-stream.",
    });
  });
});
