import { HeadObjectCommand, S3Client } from "@aws-sdk/client-s3";
import type { FastifyBaseLogger } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import { type FakeS3, startFakeS3 } from "../test/fake-s3";
import { type DeckStorage, DeckStorageError, deckStorageFrom } from "./deck-storage";

/** A logger that keeps what it is given, to check what a failure writes to the log. */
function keptLog() {
  const lines: Array<{ level: string; fields: unknown; message: string }> = [];
  const at =
    (level: string) =>
    (fields: unknown, message = "") =>
      lines.push({ level, fields, message });
  const log = { warn: at("warn"), error: at("error"), info: at("info") };
  return { lines, log: log as unknown as FastifyBaseLogger };
}

describe("deck storage (S3-compatible, against a local fake)", () => {
  let fake: FakeS3;
  let storage: DeckStorage;
  let kept: ReturnType<typeof keptLog>;
  const key = "decks/3b9f0c1e-7a51-4c1e-9d4f-0a6a3f2d1b7c/5d6e.pdf";
  const bytes = Buffer.from("%PDF-1.7\nQahwa Labs seed round\n%%EOF\n");

  beforeAll(async () => {
    fake = await startFakeS3();
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    fake.failWith = null;
    fake.dropConnections = false;
    fake.objects.clear();
    fake.requests.length = 0;
    kept = keptLog();
    storage = deckStorageFrom(loadConfig({ ...fake.env }), kept.log) as DeckStorage;
  });

  it("is not there unless DECK_S3_* configure it", () => {
    expect(deckStorageFrom(loadConfig({}), keptLog().log)).toBeNull();
  });

  it("writes, reads and removes an object, every request signed with the configured key", async () => {
    await storage.put(key, bytes);
    expect(fake.objects.get(key)?.equals(bytes)).toBe(true);
    expect((await storage.get(key)).equals(bytes)).toBe(true);
    await storage.remove(key);
    expect(fake.objects.has(key)).toBe(false);
    expect(fake.requests.map(({ method, accessKeyId }) => [method, accessKeyId])).toEqual([
      ["PUT", fake.env.DECK_S3_ACCESS_KEY_ID],
      ["GET", fake.env.DECK_S3_ACCESS_KEY_ID],
      ["DELETE", fake.env.DECK_S3_ACCESS_KEY_ID],
    ]);
  });

  it("has a fake that answers HeadObject as S3 does: the size of an object, 404 for none", async () => {
    const client = new S3Client({
      region: fake.env.DECK_S3_REGION,
      endpoint: fake.url,
      forcePathStyle: true,
      credentials: {
        accessKeyId: fake.env.DECK_S3_ACCESS_KEY_ID ?? "",
        secretAccessKey: fake.env.DECK_S3_SECRET_ACCESS_KEY ?? "",
      },
    });
    await storage.put(key, bytes);
    const head = await client.send(new HeadObjectCommand({ Bucket: fake.bucket, Key: key }));
    expect(head.ContentLength).toBe(bytes.length);
    await expect(
      client.send(new HeadObjectCommand({ Bucket: fake.bucket, Key: `${key}.missing` })),
    ).rejects.toMatchObject({ $metadata: { httpStatusCode: 404 } });
    client.destroy();
  });

  it("is refused by the store when the signature is wrong", async () => {
    fake.secretAccessKey = "not the configured secret";
    try {
      await expect(storage.put(key, bytes)).rejects.toEqual(new DeckStorageError("unavailable"));
      expect(fake.objects.size).toBe(0);
      expect(kept.lines.at(-1)?.fields).toEqual({
        deckStorage: { operation: "put", status: 403, code: "SignatureDoesNotMatch" },
      });
    } finally {
      fake.secretAccessKey = fake.env.DECK_S3_SECRET_ACCESS_KEY ?? "";
    }
  });

  it("says a missing object is missing, and logs the store's answer without the key", async () => {
    await expect(storage.get(key)).rejects.toEqual(new DeckStorageError("missing"));
    expect(kept.lines).toEqual([
      {
        level: "warn",
        fields: { deckStorage: { operation: "get", status: 404, code: "NoSuchKey" } },
        message: "pitch deck missing from object storage",
      },
    ]);
  });

  it("calls a failing or unreachable store unavailable, and logs it as an error", async () => {
    fake.failWith = { status: 403, code: "AccessDenied" };
    await expect(storage.put(key, bytes)).rejects.toEqual(new DeckStorageError("unavailable"));
    await expect(storage.get(key)).rejects.toEqual(new DeckStorageError("unavailable"));
    fake.failWith = null;
    fake.dropConnections = true;
    await expect(storage.get(key)).rejects.toEqual(new DeckStorageError("unavailable"));
    expect(kept.lines.map(({ level, fields }) => [level, fields])).toEqual([
      ["error", { deckStorage: { operation: "put", status: 403, code: "AccessDenied" } }],
      ["error", { deckStorage: { operation: "get", status: 403, code: "AccessDenied" } }],
      ["error", { deckStorage: { operation: "get", status: null, code: expect.any(String) } }],
    ]);
    expect(JSON.stringify(kept.lines)).not.toContain("decks/");
  });
});
