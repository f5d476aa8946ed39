import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import S3rver from "@20minutes/s3rver";
import { GetObjectCommand, HeadObjectCommand, S3Client } from "@aws-sdk/client-s3";

const BUCKET = "nakhla-decks";
/** The credentials S3rver checks every request's signature with. */
const ACCESS_KEY = "S3RVER";
/** How S3rver names an object's bytes in its directory. */
const OBJECT_SUFFIX = "._S3rver_object";

/**
 * A third-party S3-compatible server (S3rver, docs/decisions/070-s3-compatible-test-server.md) on
 * loopback, on a port the OS picks, its objects in a temp directory; with the DECK_S3_* settings
 * that point the server at it, and a client of its own to look into the bucket.
 */
export async function startS3Server() {
  const directory = mkdtempSync(join(tmpdir(), "nakhla-s3rver-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: BUCKET }],
  });
  const { port } = await server.run();
  const url = `http://127.0.0.1:${port}`;
  const client = new S3Client({
    region: "us-east-1",
    endpoint: url,
    forcePathStyle: true,
    credentials: { accessKeyId: ACCESS_KEY, secretAccessKey: ACCESS_KEY },
  });
  return {
    bucket: BUCKET,
    env: {
      DECK_S3_BUCKET: BUCKET,
      DECK_S3_REGION: "us-east-1",
      DECK_S3_ENDPOINT: url,
      DECK_S3_ACCESS_KEY_ID: ACCESS_KEY,
      DECK_S3_SECRET_ACCESS_KEY: ACCESS_KEY,
      DECK_S3_FORCE_PATH_STYLE: "true",
    },
    /**
     * Every key in the bucket, sorted, read from S3rver's own directory: S3rver refuses the SDK's
     * signature on a bucket listing (objects' requests it checks and takes).
     */
    keys(): string[] {
      const root = join(directory, BUCKET);
      return readdirSync(root, { recursive: true, encoding: "utf8" })
        .filter((path) => path.endsWith(OBJECT_SUFFIX))
        .map((path) => relative(root, join(root, path.slice(0, -OBJECT_SUFFIX.length))))
        .sort();
    },
    /** Whether the server answers HeadObject for the key (false for its 404). */
    async has(key: string): Promise<boolean> {
      try {
        await client.send(new HeadObjectCommand({ Bucket: BUCKET, Key: key }));
        return true;
      } catch (error) {
        if (
          (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404
        )
          return false;
        throw error;
      }
    },
    async bytesOf(key: string): Promise<Buffer> {
      const object = await client.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }));
      return Buffer.from((await object.Body?.transformToByteArray()) ?? []);
    },
    async close() {
      client.destroy();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

export type S3Server = Awaited<ReturnType<typeof startS3Server>>;
