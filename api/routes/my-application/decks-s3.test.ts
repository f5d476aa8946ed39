import { createHash, randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { listDeckObjects } from "../../backups/backups-repository";
import { pitchDecks } from "../../db/schema/founder";
import { uploadDeck } from "../../founder/pitch-decks";
import { insertDeck } from "../../founder/pitch-decks-repository";
import { deckStorageFrom } from "../../storage/deck-storage";
import { loginAsAdmin } from "../../test/admin";
import { aPdf, uploadDeckAs } from "../../test/decks";
import { type FakeS3, startFakeS3 } from "../../test/fake-s3";
import { aPaidApplication, asFounder } from "../../test/founder";
import { build, testConfig } from "../../test/helpers";
import { paymentTestEnv } from "../../test/payments";

// The texts a founder and staff read when the object store fails (docs/decisions/027-pitch-deck-storage.md).
const NOT_STORED =
  "Your pitch deck could not be stored just now, so nothing has changed: your previous deck is still the current one. Please try again in a few minutes, or give a link to your deck instead.";
const UNAVAILABLE =
  "This pitch deck cannot be opened just now: the file store is not answering. Please try again in a few minutes.";
const MISSING = "This pitch deck's file is missing from the file store; a new upload replaces it.";

describe("pitch decks in S3-compatible object storage (DECK_S3_*, a local fake store)", () => {
  let fake: FakeS3;
  let t: Awaited<ReturnType<typeof build>>;
  let founder: Awaited<ReturnType<typeof aPaidApplication>>;
  let staff: Record<string, string>;

  const upload = (body: Buffer, fileName: string) =>
    uploadDeckAs(t.app, founder.token, body, fileName);
  const currentDeck = async () =>
    (await asFounder(t.app, founder.token, { url: "/api/my-application" })).json().decks[0];
  const asFounderDownload = (deckId: string) =>
    asFounder(t.app, founder.token, { url: `/api/my-application/decks/${deckId}` });
  const asStaffView = (deckId: string) =>
    t.app.inject({
      url: `/api/admin/applications/${founder.applicationId}/decks/${deckId}`,
      headers: staff,
    });
  const rowOf = async (deckId: string) => {
    const [row] = await t.db.select().from(pitchDecks).where(eq(pitchDecks.id, deckId));
    return row;
  };

  beforeAll(async () => {
    fake = await startFakeS3();
    t = await build({ ...paymentTestEnv, ...fake.env });
    founder = await aPaidApplication(t.app);
    staff = (await loginAsAdmin(t.app, t.db)).headers;
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });
  beforeEach(() => {
    fake.failWith = null;
    fake.dropConnections = false;
  });

  it("stores an upload in the bucket under a random key, and only the key in the row", async () => {
    const pdf = await aPdf();
    const response = await upload(pdf, "Qahwa deck.pdf");
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      kind: "file",
      fileName: "Qahwa deck.pdf",
      size: pdf.length,
    });

    const row = await rowOf(response.json().id);
    expect(row?.content).toBeNull();
    expect(row?.storageKey).toMatch(
      new RegExp(
        `^decks/${founder.applicationId}/[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}\\.pdf$`,
      ),
    );
    expect(fake.objects.get(row?.storageKey ?? "")?.equals(pdf)).toBe(true);
    // Every backup lists it by key and checksum (docs/decisions/050-backups.md).
    expect(await listDeckObjects(t.db)).toContainEqual({
      applicationId: founder.applicationId,
      deckId: response.json().id,
      key: row?.storageKey,
      size: pdf.length,
      sha256: createHash("sha256").update(pdf).digest("hex"),
    });
    // Signed with the configured key (the fake checks the signature with the secret too).
    expect(fake.requests.at(-1)).toEqual({
      method: "PUT",
      key: row?.storageKey,
      accessKeyId: fake.env.DECK_S3_ACCESS_KEY_ID,
    });
  });

  it("gives staff and the founder the very bytes uploaded, a 20 MB deck too", {
    timeout: 60_000,
  }, async () => {
    for (const pdf of [await aPdf(), await aPdf(20 * 1024 * 1024)]) {
      const { id } = (await upload(pdf, "deck.pdf")).json();
      const own = await asFounderDownload(id);
      expect(own.statusCode).toBe(200);
      expect(own.headers["content-disposition"]).toBe('attachment; filename="deck.pdf"');
      expect(own.rawPayload.equals(pdf)).toBe(true);
      const seen = await asStaffView(id);
      expect(seen.statusCode).toBe(200);
      expect(seen.headers["content-type"]).toBe("application/pdf");
      expect(seen.headers["content-disposition"]).toBe('inline; filename="deck.pdf"');
      expect(seen.rawPayload.equals(pdf)).toBe(true);
    }
  });

  it("still reads a deck stored in the database before object storage was configured", async () => {
    const old = await aPdf(undefined, "An older deck, from before the bucket");
    // A row as the server wrote it without DECK_S3_*: the bytes in the row, no key.
    const { id } = await insertDeck(t.db, {
      applicationId: founder.applicationId,
      kind: "file",
      fileName: "older deck.pdf",
      size: old.length,
      content: old,
    });
    const requestsBefore = fake.requests.length;
    expect((await asFounderDownload(id)).rawPayload.equals(old)).toBe(true);
    const seen = await asStaffView(id);
    expect(seen.statusCode).toBe(200);
    expect(seen.rawPayload.equals(old)).toBe(true);
    expect(fake.requests.length).toBe(requestsBefore);
  });

  it("keeps the previous deck current when the store refuses or cannot be reached", async () => {
    const kept = (await upload(await aPdf(), "kept deck.pdf")).json();
    const objectsBefore = fake.objects.size;
    const failures: Array<() => void> = [
      () => {
        fake.failWith = { status: 500, code: "InternalError" };
      },
      () => {
        fake.failWith = { status: 403, code: "AccessDenied" };
      },
      () => {
        fake.failWith = { status: 503, code: "SlowDown" };
      },
      () => {
        fake.dropConnections = true;
      },
    ];
    for (const [index, fail] of failures.entries()) {
      fake.failWith = null;
      fake.dropConnections = false;
      fail();
      const refused = await upload(await aPdf(), "new deck.pdf");
      expect(refused.statusCode, `failure ${index}`).toBe(503);
      expect(refused.json()).toEqual({ message: NOT_STORED });
    }
    fake.failWith = null;
    fake.dropConnections = false;
    expect(await currentDeck()).toEqual(kept);
    expect(fake.objects.size).toBe(objectsBefore);
    const rows = await t.db
      .select({ id: pitchDecks.id })
      .from(pitchDecks)
      .where(eq(pitchDecks.fileName, "new deck.pdf"));
    expect(rows).toEqual([]);
    // The kept deck still opens.
    expect((await asStaffView(kept.id)).statusCode).toBe(200);
  });

  it("says so when the store cannot give a deck back, and when its file is gone", async () => {
    const pdf = await aPdf();
    const { id } = (await upload(pdf, "deck.pdf")).json();
    fake.failWith = { status: 403, code: "AccessDenied", methods: ["GET"] };
    for (const response of [await asFounderDownload(id), await asStaffView(id)]) {
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ message: UNAVAILABLE });
    }
    fake.failWith = null;
    fake.dropConnections = true;
    const unreachable = await asStaffView(id);
    expect(unreachable.statusCode).toBe(503);
    expect(unreachable.json()).toEqual({ message: UNAVAILABLE });
    fake.dropConnections = false;

    fake.objects.delete((await rowOf(id))?.storageKey ?? "");
    for (const response of [await asFounderDownload(id), await asStaffView(id)]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: MISSING });
    }
  });

  it("leaves no object behind when the row cannot be written", async () => {
    const storage = deckStorageFrom(testConfig(fake.env), t.app.log);
    const objectsBefore = new Set(fake.objects.keys());
    // An application that does not exist: the row's foreign key refuses it after the upload.
    await expect(
      uploadDeck({ db: t.db, storage }, randomUUID(), {
        fileName: "deck.pdf",
        bytes: await aPdf(),
      }),
    ).rejects.toThrow();
    expect(new Set(fake.objects.keys())).toEqual(objectsBefore);
    expect(fake.requests.slice(-2).map((request) => request.method)).toEqual(["PUT", "DELETE"]);
  });
});
