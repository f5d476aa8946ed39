import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
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

/** The store's own description of a failure: its HTTP status and error code, never the key or bytes. */
function describe(error: unknown) {
  if (error instanceof S3ServiceException) {
    return { status: error.$metadata.httpStatusCode ?? null, code: error.name };
  }
  const code = (error as { code?: unknown; name?: unknown })?.code;
  return {
    status: null,
    code: typeof code === "string" ? code : String((error as Error)?.name ?? "Error"),
  };
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
  const client = new S3Client({
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
  });

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
        await client.send(
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
        const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        if (!answer.Body) throw new Error("the store answered without a body");
        return Buffer.from(await answer.Body.transformToByteArray());
      }),
    remove: (key) =>
      attempt("remove", async () => {
        await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
      }),
  };
}
