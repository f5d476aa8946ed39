import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export type FakeRazorpay = {
  url: string;
  /** Orders created so far, as Razorpay would list them. */
  orders: Array<{ id: string; amount: number; currency: string; receipt: string }>;
  /** Payments made against each order (GET /v1/orders/:id/payments lists them). */
  payments: Map<string, FakePayment[]>;
  /** A founder pays an order at Razorpay: a captured payment (or another status) of its amount. */
  pay(orderId: string, options?: { status?: string; amount?: number }): FakePayment;
  /** Refunds asked for (POST /v1/payments/:id/refund), as Razorpay answered them. */
  refunds: Array<{
    id: string;
    payment_id: string;
    amount: number;
    speed_requested: string;
    notes: object;
  }>;
  /** Answer every order request with this status instead (e.g. 500), or null. */
  failWith: number | null;
  close(): Promise<void>;
};

export type FakePayment = {
  id: string;
  order_id: string;
  amount: number;
  currency: string;
  status: string;
};

const readBody = async (request: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
};

/**
 * A local stand-in for Razorpay's REST API: POST /v1/orders and GET /v1/orders/:id/payments with
 * HTTP basic auth, answered the way Razorpay documents them (entity "order", status "created";
 * a "collection" of "payment" entities). Errors use Razorpay's shape.
 */
export async function startFakeRazorpay(keys: { keyId: string; keySecret: string }) {
  const expected = `Basic ${Buffer.from(`${keys.keyId}:${keys.keySecret}`).toString("base64")}`;
  const fake: FakeRazorpay = {
    url: "",
    orders: [],
    payments: new Map(),
    refunds: [],
    pay(orderId, { status = "captured", amount } = {}) {
      const order = fake.orders.find((candidate) => candidate.id === orderId);
      if (!order) throw new Error(`no order ${orderId} at the fake`);
      const payment = {
        id: `pay_${randomBytes(7).toString("hex")}`,
        order_id: orderId,
        amount: amount ?? order.amount,
        currency: order.currency,
        status,
      };
      fake.payments.set(orderId, [...(fake.payments.get(orderId) ?? []), payment]);
      return payment;
    },
    failWith: null,
    close: async () => {},
  };
  const error = (code: string, description: string) =>
    JSON.stringify({ error: { code, description, source: "NA", step: "NA", reason: "NA" } });

  const server: Server = createServer(async (request, response) => {
    response.setHeader("content-type", "application/json");
    const body = await readBody(request);
    const paymentsOf = /^\/v1\/orders\/([^/]+)\/payments$/.exec(request.url ?? "");
    if (request.method === "GET" && paymentsOf) {
      if (request.headers.authorization !== expected) {
        response.writeHead(401).end(error("BAD_REQUEST_ERROR", "Authentication failed"));
        return;
      }
      if (fake.failWith) {
        response.writeHead(fake.failWith).end(error("SERVER_ERROR", "The server failed"));
        return;
      }
      const orderId = decodeURIComponent(paymentsOf[1] ?? "");
      if (!fake.orders.some((order) => order.id === orderId)) {
        response.writeHead(400).end(error("BAD_REQUEST_ERROR", "The id provided does not exist"));
        return;
      }
      const items = (fake.payments.get(orderId) ?? []).map((payment) => ({
        ...payment,
        entity: "payment",
        method: "upi",
        captured: payment.status === "captured",
        created_at: Math.floor(Date.now() / 1000),
      }));
      response
        .writeHead(200)
        .end(JSON.stringify({ entity: "collection", count: items.length, items }));
      return;
    }
    const refundOf = /^\/v1\/payments\/([^/]+)\/refund$/.exec(request.url ?? "");
    if (request.method === "POST" && refundOf) {
      if (request.headers.authorization !== expected) {
        response.writeHead(401).end(error("BAD_REQUEST_ERROR", "Authentication failed"));
        return;
      }
      const paymentId = decodeURIComponent(refundOf[1] ?? "");
      const payment = [...fake.payments.values()].flat().find((one) => one.id === paymentId);
      if (!payment) {
        response.writeHead(400).end(error("BAD_REQUEST_ERROR", "The id provided does not exist"));
        return;
      }
      const input = JSON.parse(body) as { amount: number; speed?: string; notes?: object };
      const refunded = fake.refunds
        .filter((refund) => refund.payment_id === paymentId)
        .reduce((sum, refund) => sum + refund.amount, 0);
      if (payment.status !== "captured" || refunded + input.amount > payment.amount) {
        response
          .writeHead(400)
          .end(
            error(
              "BAD_REQUEST_ERROR",
              "The total refund amount is greater than the refund payment amount",
            ),
          );
        return;
      }
      const refund = {
        id: `rfnd_${randomBytes(7).toString("hex")}`,
        entity: "refund",
        amount: input.amount,
        currency: "INR",
        payment_id: paymentId,
        notes: input.notes ?? {},
        speed_requested: input.speed ?? "normal",
        acquirer_data: { arn: null },
        status: "pending",
      };
      fake.refunds.push(refund);
      response.writeHead(200).end(JSON.stringify(refund));
      return;
    }
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
