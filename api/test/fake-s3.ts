import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export type FakeS3Request = { method: string; key: string; accessKeyId: string | null };

export type FakeS3 = {
  url: string;
  bucket: string;
  /** The stored objects by key: what a PutObject wrote, what a GetObject reads. */
  objects: Map<string, Buffer>;
  /** Every request that reached an object, signed or not, in order. */
  requests: FakeS3Request[];
  /** Answer requests (of these methods, or all) with this S3 error instead, or null. */
  failWith: { status: number; code: string; methods?: string[] } | null;
  /** Cut every connection without an answer, as an unreachable store would. */
  dropConnections: boolean;
  /** The secret signatures are checked against; change it to make every signature wrong. */
  secretAccessKey: string;
  /** The DECK_S3_* settings that point the server at this fake. */
  env: Record<string, string>;
  close(): Promise<void>;
};

const sha256 = (data: string | Buffer) => createHash("sha256").update(data).digest("hex");
const hmac = (key: string | Buffer, data: string) =>
  createHmac("sha256", key).update(data).digest();

/** RFC 3986 encoding, as SigV4 wants it in the canonical query string. */
const encode = (value: string) =>
  encodeURIComponent(value).replace(
    /[!'()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );

const readBody = async (request: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

type Signed =
  | { ok: true; accessKeyId: string }
  | { ok: false; accessKeyId: string | null; code: string };

/**
 * Checks AWS Signature Version 4 as S3 does
 * (https://docs.aws.amazon.com/AmazonS3/latest/API/sig-v4-header-based-auth.html): the
 * Authorization header's credential names our access key, and its signature over the canonical
 * request (method, path, sorted query, signed headers, payload hash) is the one our secret makes.
 */
function checkSignature(
  request: IncomingMessage,
  body: Buffer,
  keys: { accessKeyId: string; secretAccessKey: string; region: string },
): Signed {
  const header = request.headers.authorization ?? "";
  const match =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/.exec(
      header,
    );
  if (!match) return { ok: false, accessKeyId: null, code: "AccessDenied" };
  const [, accessKeyId = "", date = "", region = "", signedHeaders = "", signature = ""] = match;
  if (accessKeyId !== keys.accessKeyId) {
    return { ok: false, accessKeyId, code: "InvalidAccessKeyId" };
  }
  const amzDate = String(request.headers["x-amz-date"] ?? "");
  const payloadHash = String(request.headers["x-amz-content-sha256"] ?? "");
  if (region !== keys.region || !amzDate.startsWith(date) || !payloadHash) {
    return { ok: false, accessKeyId, code: "AuthorizationHeaderMalformed" };
  }
  if (payloadHash !== "UNSIGNED-PAYLOAD" && payloadHash !== sha256(body)) {
    return { ok: false, accessKeyId, code: "XAmzContentSHA256Mismatch" };
  }
  const url = new URL(request.url ?? "/", "http://fake");
  const query = [...url.searchParams]
    .map(([name, value]) => `${encode(name)}=${encode(value)}`)
    .sort()
    .join("&");
  const names = signedHeaders.split(";");
  if (!names.includes("host")) return { ok: false, accessKeyId, code: "AccessDenied" };
  const headers = names
    .map(
      (name) =>
        `${name}:${String(request.headers[name] ?? "")
          .trim()
          .replace(/\s+/g, " ")}\n`,
    )
    .join("");
  const canonical = [request.method, url.pathname, query, headers, signedHeaders, payloadHash].join(
    "\n",
  );
  const scope = `${date}/${region}/s3/aws4_request`;
  const toSign = ["AWS4-HMAC-SHA256", amzDate, scope, sha256(canonical)].join("\n");
  const key = hmac(
    hmac(hmac(hmac(`AWS4${keys.secretAccessKey}`, date), region), "s3"),
    "aws4_request",
  );
  const expected = createHmac("sha256", key).update(toSign).digest();
  return timingSafeEqual(expected, Buffer.from(signature, "hex"))
    ? { ok: true, accessKeyId }
    : { ok: false, accessKeyId, code: "SignatureDoesNotMatch" };
}

const S3_MESSAGES: Record<string, string> = {
  AccessDenied: "Access Denied",
  InvalidAccessKeyId: "The AWS Access Key Id you provided does not exist in our records.",
  SignatureDoesNotMatch:
    "The request signature we calculated does not match the signature you provided.",
  NoSuchKey: "The specified key does not exist.",
  NoSuchBucket: "The specified bucket does not exist",
};

function sendError(response: ServerResponse, method: string, status: number, code: string) {
  response.writeHead(status, { "content-type": "application/xml" });
  if (method === "HEAD") {
    response.end();
    return;
  }
  response.end(
    `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${
      S3_MESSAGES[code] ?? "We encountered an internal error. Please try again."
    }</Message><RequestId>${randomBytes(8).toString("hex")}</RequestId></Error>`,
  );
}

/**
 * A local stand-in for an S3-compatible store (AWS S3, MinIO, R2), for tests: one bucket in
 * memory, path-style addresses (`/<bucket>/<key>`), PutObject, GetObject, HeadObject and
 * DeleteObject, every request checked for a SigV4 signature by our access key and secret, errors
 * in S3's XML shape. It can be told to fail (failWith) or to drop connections.
 */
export async function startFakeS3(
  keys = {
    bucket: "nakhla-decks",
    region: "me-central-1",
    accessKeyId: "AKIAFAKEDECKS0000001",
    secretAccessKey: randomBytes(30).toString("base64"),
  },
): Promise<FakeS3> {
  const fake: FakeS3 = {
    url: "",
    bucket: keys.bucket,
    objects: new Map(),
    requests: [],
    failWith: null,
    dropConnections: false,
    secretAccessKey: keys.secretAccessKey,
    env: {},
    close: async () => {},
  };

  const server: Server = createServer(async (request, response) => {
    const method = request.method ?? "GET";
    const body = await readBody(request);
    if (fake.dropConnections) {
      request.socket.destroy();
      return;
    }
    const path = new URL(request.url ?? "/", "http://fake").pathname;
    const [, bucket = "", ...rest] = path.split("/");
    const key = decodeURIComponent(rest.join("/"));
    const signed = checkSignature(request, body, {
      ...keys,
      secretAccessKey: fake.secretAccessKey,
    });
    fake.requests.push({ method, key, accessKeyId: signed.accessKeyId });
    if (!signed.ok) return sendError(response, method, 403, signed.code);
    if (bucket !== keys.bucket) return sendError(response, method, 404, "NoSuchBucket");
    const failure = fake.failWith;
    if (failure && (!failure.methods || failure.methods.includes(method))) {
      return sendError(response, method, failure.status, failure.code);
    }
    if (!key) return sendError(response, method, 400, "InvalidRequest");

    if (method === "PUT") {
      if (request.headers["content-encoding"]?.includes("aws-chunked")) {
        return sendError(response, method, 501, "NotImplemented");
      }
      fake.objects.set(key, body);
      response.writeHead(200, { etag: `"${createHash("md5").update(body).digest("hex")}"` });
      response.end();
      return;
    }
    if (method === "DELETE") {
      fake.objects.delete(key);
      response.writeHead(204).end();
      return;
    }
    if (method === "GET" || method === "HEAD") {
      const object = fake.objects.get(key);
      if (!object) return sendError(response, method, 404, "NoSuchKey");
      response.writeHead(200, {
        "content-type": "application/pdf",
        "content-length": object.length,
        etag: `"${createHash("md5").update(object).digest("hex")}"`,
        "last-modified": new Date().toUTCString(),
      });
      response.end(method === "HEAD" ? undefined : object);
      return;
    }
    sendError(response, method, 405, "MethodNotAllowed");
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.env = {
    DECK_S3_BUCKET: keys.bucket,
    DECK_S3_REGION: keys.region,
    DECK_S3_ENDPOINT: fake.url,
    DECK_S3_ACCESS_KEY_ID: keys.accessKeyId,
    DECK_S3_SECRET_ACCESS_KEY: keys.secretAccessKey,
    DECK_S3_FORCE_PATH_STYLE: "true",
  };
  fake.close = () =>
    new Promise((done) => {
      server.closeAllConnections();
      server.close(() => done());
    });
  return fake;
}
