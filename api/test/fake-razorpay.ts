import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export type FakeRazorpay = {
  url: string;
  /** Orders created so far, as Razorpay would list them. */
  orders: Array<{ id: string; amount: number; currency: string; receipt: string }>;
  /** Answer every order request with this status instead (e.g. 500), or null. */
  failWith: number | null;
  close(): Promise<void>;
};

const readBody = async (request: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
};

/**
 * A local stand-in for Razorpay's REST API: POST /v1/orders with HTTP basic auth, answered the
 * way Razorpay documents it (entity "order", status "created"). Errors use Razorpay's shape.
 */
export async function startFakeRazorpay(keys: { keyId: string; keySecret: string }) {
  const expected = `Basic ${Buffer.from(`${keys.keyId}:${keys.keySecret}`).toString("base64")}`;
  const fake: FakeRazorpay = { url: "", orders: [], failWith: null, close: async () => {} };
  const error = (code: string, description: string) =>
    JSON.stringify({ error: { code, description, source: "NA", step: "NA", reason: "NA" } });

  const server: Server = createServer(async (request, response) => {
    response.setHeader("content-type", "application/json");
    const body = await readBody(request);
    if (request.method !== "POST" || request.url !== "/v1/orders") {
      response.writeHead(404).end(error("BAD_REQUEST_ERROR", "The requested URL was not found"));
      return;
    }
    if (request.headers.authorization !== expected) {
      response.writeHead(401).end(error("BAD_REQUEST_ERROR", "Authentication failed"));
      return;
    }
    if (fake.failWith) {
      response.writeHead(fake.failWith).end(error("SERVER_ERROR", "The server failed"));
      return;
    }
    const input = JSON.parse(body) as { amount?: unknown; currency?: unknown; receipt?: unknown };
    if (typeof input.amount !== "number" || !Number.isInteger(input.amount) || input.amount < 100) {
      response
        .writeHead(400)
        .end(error("BAD_REQUEST_ERROR", "Order amount less than minimum amount allowed"));
      return;
    }
    const order = {
      id: `order_${randomBytes(7).toString("hex")}`,
      amount: input.amount,
      currency: String(input.currency ?? "INR"),
      receipt: String(input.receipt ?? ""),
    };
    fake.orders.push(order);
    response.writeHead(200).end(
      JSON.stringify({
        ...order,
        entity: "order",
        amount_paid: 0,
        amount_due: order.amount,
        offer_id: null,
        status: "created",
        attempts: 0,
        notes: [],
        created_at: Math.floor(Date.now() / 1000),
      }),
    );
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = () => new Promise((done) => server.close(() => done()));
  return fake;
}
