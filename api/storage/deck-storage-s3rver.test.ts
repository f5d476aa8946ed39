import { createHash } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type App, buildApp } from "../app";
import { readBackupFile } from "../backups/backup-file";
import type { DatabaseSource } from "../backups/database-copy";
import { takeBackup } from "../backups/take-backup";
import type { DatabaseHandle } from "../db/client";
import { dealDeckCopies } from "../db/schema/deal-decks";
import { pitchDecks } from "../db/schema/founder";
import { runRetention } from "../privacy/retention";
import { loginAsAdmin } from "../test/admin";
import { aBackedUpDatabase } from "../test/backup-database";
import { aScoredApplication } from "../test/deals";
import { aDeck, uploadDeckAs } from "../test/decks";
import { aFirm, anApplication } from "../test/factories";
import { asFounder } from "../test/founder";
import { testConfig } from "../test/helpers";
import { newestMail } from "../test/outbox";
import { paymentTestEnv } from "../test/payments";
import { type S3Server, startS3Server } from "../test/s3-server";
import { silentLog } from "../test/silent-log";
import { deckStorageFrom } from "./deck-storage";

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

// The deck storage (api/storage/deck-storage.ts, @aws-sdk/client-s3) against S3rver, a third-party
// S3-compatible server, not only the project's own fake (docs/decisions/070-s3-compatible-test-server.md).
describe("pitch decks in a third-party S3-compatible server (S3rver)", { timeout: 120_000 }, () => {
  const work = mkdtempSync(join(tmpdir(), "nakhla-s3-test-"));
  let s3: S3Server;
  let database: DatabaseHandle;
  let source: DatabaseSource;
  let drop: () => Promise<void> = async () => {};
  let app: App;

  beforeAll(async () => {
    s3 = await startS3Server();
    ({ database, source, drop } = await aBackedUpDatabase(work));
    app = await buildApp({ config: testConfig({ ...paymentTestEnv, ...s3.env }), database });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await drop();
    await s3?.close();
    rmSync(work, { recursive: true, force: true });
  });

  /** A firm's viewer of a shared deal, verified and past the terms: their cookie. */
  async function aViewerOf(applicationId: string, email: string) {
    const admin = (await loginAsAdmin(app, database.db)).headers;
    const firm = await app.inject({
      method: "POST",
      url: "/api/admin/affiliated-firms",
      headers: admin,
      payload: aFirm({ name: "Alpha", domains: [], people: [{ name: "Aisha", email, role: "" }] }),
    });
    await app.inject({
      method: "PUT",
      url: `/api/admin/applications/${applicationId}/memo`,
      headers: admin,
      payload: { summary: "Payments." },
    });
    await app.inject({
      method: "POST",
      url: `/api/admin/applications/${applicationId}/shares`,
      headers: admin,
      payload: { firmIds: [firm.json()._id], deckDownload: true },
    });
    const newest = async (kind: string) => (await newestMail(database.db, email, kind))?.text ?? "";
    const token = /#token=([\w-]+)/.exec(await newest("deal-link"))?.[1];
    const post = (url: string, payload: object, cookie = "") =>
      app.inject({ method: "POST", url, payload, headers: cookie ? { cookie } : {} });
    await post("/api/deal-room/code", { token, email });
    const code = /code is (\d{6})/.exec(await newest("deal-code"))?.[1];
    const verified = await post("/api/deal-room/verify", { token, email, code });
    const cookie = String(verified.headers["set-cookie"]).split(";")[0] ?? "";
    await post("/api/deal-room/terms", { accept: true }, cookie);
    return cookie;
  }

  it("stores, serves, stamps, backs up and erases decks in the bucket", async () => {
    // Upload: the founder's deck goes to the bucket under its key, only the key in the row.
    const qahwa = await aScoredApplication(
      app,
      database.db,
      anApplication({ startupName: "Qahwa Pay" }),
    );
    const deck = await aDeck(3);
    const uploaded = await uploadDeckAs(app, qahwa.founderToken, deck, "deck.pdf");
    expect(uploaded.statusCode).toBe(201);
    const [row] = await database.db
      .select()
      .from(pitchDecks)
      .where(eq(pitchDecks.id, uploaded.json().id));
    expect(row?.content).toBeNull();
    const deckKey = row?.storageKey ?? "";
    expect(deckKey).toMatch(new RegExp(`^decks/${qahwa.applicationId}/[\\w-]+\\.pdf$`));
    expect(s3.keys()).toEqual([deckKey]);
    expect((await s3.bytesOf(deckKey)).equals(deck)).toBe(true);

    // Download: the founder gets the very bytes back from the server.
    const own = await asFounder(app, qahwa.founderToken, {
      url: `/api/my-application/decks/${uploaded.json().id}`,
    });
    expect(own.statusCode).toBe(200);
    expect(own.rawPayload.equals(deck)).toBe(true);

    // A firm viewer's stamped copy: kept in the bucket beside the deck, and served again.
    const viewer = "aisha@alpha.example";
    const cookie = await aViewerOf(qahwa.applicationId, viewer);
    const stamped = await app.inject({ url: "/api/deal-room/deck/download", headers: { cookie } });
    expect(stamped.statusCode).toBe(200);
    const [copy] = await database.db.select().from(dealDeckCopies);
    const copyKey = copy?.storageKey ?? "";
    expect(copyKey).toMatch(new RegExp(`^deal-copies/${qahwa.applicationId}/[\\w-]+\\.pdf$`));
    expect(s3.keys()).toEqual([copyKey, deckKey].sort());
    expect((await s3.bytesOf(copyKey)).equals(stamped.rawPayload)).toBe(true);
    expect(stamped.rawPayload.equals(deck)).toBe(false);
    const again = await app.inject({ url: "/api/deal-room/deck", headers: { cookie } });
    expect(again.rawPayload.equals(stamped.rawPayload)).toBe(true);

    // A second founder's deck, which retention will erase.
    const sahla = await aScoredApplication(
      app,
      database.db,
      anApplication({ email: "sahla@example.com", startupName: "Sahla" }),
    );
    const sahlaDeck = await aDeck(2, "Sahla deck");
    expect((await uploadDeckAs(app, sahla.founderToken, sahlaDeck, "sahla.pdf")).statusCode).toBe(
      201,
    );
    const sahlaKey = s3.keys().find((key) => key.startsWith(`decks/${sahla.applicationId}/`)) ?? "";
    expect(sahlaKey).not.toBe("");

    // A backup names every deck in the bucket by key, size and checksum, and the bucket itself
    // (docs/decisions/050-backups.md); the objects themselves stay in the bucket.
    const { file } = await takeBackup({
      db: database.db,
      source,
      output: join(work, "backups/"),
      trigger: "command",
      bucket: s3.bucket,
    });
    const read = await readBackupFile(file, mkdtempSync(join(work, "read-")), undefined);
    expect(read.manifest.bucket).toBe(s3.bucket);
    expect(read.manifest.deckObjects).toBe(2);
    const named = read.deckObjects.map(({ key, size, sha256: sum }) => ({ key, size, sum }));
    const inBucket = await Promise.all(
      s3
        .keys()
        .filter((key) => key.startsWith("decks/"))
        .map(async (key) => {
          const bytes = await s3.bytesOf(key);
          return { key, size: bytes.length, sum: sha256(bytes) };
        }),
    );
    expect(named.sort((a, b) => a.key.localeCompare(b.key))).toEqual(inBucket);

    // Erasure at the founder's request removes the deck and the viewer's copy from the bucket.
    const erased = await asFounder(app, qahwa.founderToken, {
      method: "POST",
      url: "/api/my-application/erase",
      payload: { confirm: true },
    });
    expect(erased.statusCode).toBe(200);
    expect(await s3.has(deckKey)).toBe(false);
    expect(await s3.has(copyKey)).toBe(false);
    expect(s3.keys()).toEqual([sahlaKey]);

    // Retention, past the applications' 7 years, removes the other one's deck.
    const storage = deckStorageFrom(testConfig(s3.env), silentLog);
    const later = new Date(Date.now() + 8 * 366 * 24 * 3600_000);
    await runRetention({ db: database.db, storage, log: silentLog }, later);
    expect(await s3.has(sahlaKey)).toBe(false);
    expect(s3.keys()).toEqual([]);
  });
});
