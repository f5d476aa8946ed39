import type { S3Client } from "@aws-sdk/client-s3";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../config";

/**
 * Where uploaded pitch decks' PDFs go when object storage is configured (DECK_S3_*): an
 * S3-compatible bucket, through @aws-sdk/client-s3 (docs/decisions/027-pitch-deck-storage.md).
 * Unconfigured, there is no store and the PDFs stay in the database.
 */
export type DeckStorage = {
  put(key: string, bytes: Buffer): Promise<void>;
  get(key: string): Promise<Buffer>;
  remove(key: string): Promise<void>;
};

/** Why the store could not do it: the object is not there, or the store did not do its part. */
export class DeckStorageError extends Error {
  constructor(readonly reason: "missing" | "unavailable") {
    super(`deck storage: ${reason}`);
  }
}

type Operation = "put" | "get" | "remove";

/**
 * The store's own description of a failure, never the key or the bytes: its HTTP status and error
 * code (an S3ServiceException's name), or the network's code (ECONNREFUSED, …).
 */
function describe(error: unknown) {
  const failure = (error ?? {}) as {
    $metadata?: { httpStatusCode?: number };
    code?: unknown;
    name?: unknown;
  };
  const status = failure.$metadata?.httpStatusCode ?? null;
  const code = status === null && typeof failure.code === "string" ? failure.code : failure.name;
  return { status, code: typeof code === "string" ? code : "Error" };
}

/** The store DECK_S3_* describe, or null when it is not configured (the config checked the set). */
export function deckStorageFrom(config: Config, log: FastifyBaseLogger): DeckStorage | null {
  const {
    DECK_S3_BUCKET: bucket,
    DECK_S3_REGION: region,
    DECK_S3_ACCESS_KEY_ID: accessKeyId,
    DECK_S3_SECRET_ACCESS_KEY: secretAccessKey,
  } = config;
  if (!bucket || !region || !accessKeyId || !secretAccessKey) return null;
  // Loaded only when configured: the SDK adds about 90 ms to a start-up that never uses it.
  const sdk = import("@aws-sdk/client-s3");
  const client = sdk.then(
    ({ S3Client }): S3Client =>
      new S3Client({
        region,
        endpoint: config.DECK_S3_ENDPOINT,
        forcePathStyle: config.DECK_S3_FORCE_PATH_STYLE ?? false,
        credentials: { accessKeyId, secretAccessKey },
        // Checksums only where S3 requires them: stores other than AWS do not all take the SDK's
        // default CRC32 trailers, and TLS already guards the bytes in transit.
        requestChecksumCalculation: "WHEN_REQUIRED",
        responseChecksumValidation: "WHEN_REQUIRED",
        // One retry; a founder waits for the answer, so a dead store must fail in seconds, not minutes.
        maxAttempts: 2,
        requestHandler: {
          connectionTimeout: 5_000,
          requestTimeout: 60_000,
          throwOnRequestTimeout: true,
        },
      }),
  );

  async function attempt<T>(operation: Operation, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      const { status, code } = describe(error);
      const missing = operation === "get" && (status === 404 || code === "NoSuchKey");
      // The store's status and code only: no key, file name or founder in the log.
      log[missing ? "warn" : "error"](
        { deckStorage: { operation, status, code } },
        missing ? "pitch deck missing from object storage" : "object storage failed",
      );
      throw new DeckStorageError(missing ? "missing" : "unavailable");
    }
  }

  return {
    put: (key, bytes) =>
      attempt("put", async () => {
        const { PutObjectCommand } = await sdk;
        await (await client).send(
          new PutObjectCommand({
            Bucket: bucket,
            Key: key,
            Body: bytes,
            ContentLength: bytes.length,
            ContentType: "application/pdf",
          }),
        );
      }),
    get: (key) =>
      attempt("get", async () => {
        const { GetObjectCommand } = await sdk;
        const command = new GetObjectCommand({ Bucket: bucket, Key: key });
        const answer = await (await client).send(command);
        if (!answer.Body) throw new Error("the store answered without a body");
        return Buffer.from(await answer.Body.transformToByteArray());
      }),
    remove: (key) =>
      attempt("remove", async () => {
        const { DeleteObjectCommand } = await sdk;
        await (await client).send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
      }),
  };
}
