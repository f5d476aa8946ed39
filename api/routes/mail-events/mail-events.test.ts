import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { Webhook } from "standardwebhooks";
import { describe, expect, it } from "vitest";
import { mailOutbox } from "../../db/schema/mail";
import { mailSuppressions, subscribers } from "../../db/schema/newsletter";
import { addressHash } from "../../mail/address-hash";
import { aHandbookLead } from "../../test/factories";
import { postJson, useTestApp } from "../../test/helpers";

const SECRET = `whsec_${randomBytes(24).toString("base64")}`;

/** A provider's report, signed as Standard Webhooks specifies (the provider's own library does this). */
function signed(body: object, { secret = SECRET, at = new Date(), prefix = "webhook" } = {}) {
  const payload = JSON.stringify(body);
  const id = `msg_${randomBytes(8).toString("hex")}`;
  return {
    payload,
    headers: {
      "content-type": "application/json",
      [`${prefix}-id`]: id,
      [`${prefix}-timestamp`]: String(Math.floor(at.getTime() / 1000)),
      [`${prefix}-signature`]: new Webhook(secret).sign(id, at, payload),
    },
  };
}

const bounce = (to: string, type = "Permanent") => ({
  type: "email.bounced",
  created_at: new Date().toISOString(),
  data: { email_id: "re_123", to: [to], bounce: { type, subType: "General" } },
});

describe("POST /api/mail/events (bounces and complaints)", () => {
  const t = useTestApp({ MAIL_WEBHOOK_SECRET: SECRET });
  const post = (request: ReturnType<typeof signed>) =>
    t.app.inject({ method: "POST", url: "/api/mail/events", ...request });
  const subscriberOf = async (email: string) =>
    (await t.db.select().from(subscribers).where(eq(subscribers.email, email)))[0];

  it("marks a hard-bounced address Bounced and suppresses it for every mail", async () => {
    await postJson(t.app, "/api/newsletter/subscribe", { email: "bounce@example.com" });
    const response = await post(signed(bounce("bounce@example.com")));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ outcome: "bounced" });
    expect((await subscriberOf("bounce@example.com"))?.status).toBe("Bounced");
    const [suppression] = await t.db
      .select()
      .from(mailSuppressions)
      .where(eq(mailSuppressions.emailHash, addressHash("bounce@example.com")));
    expect(suppression).toMatchObject({ reason: "Bounced", source: "webhook" });
    // Neither a sign-up nor a transactional mail reaches it now.
    await postJson(t.app, "/api/newsletter/subscribe", { email: "bounce@example.com" });
    const lead = await postJson(
      t.app,
      "/api/leads",
      aHandbookLead({ email: "bounce@example.com" }),
    );
    expect(lead.statusCode).toBe(201);
    const mails = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, "bounce@example.com"));
    expect(mails.map((mail) => [mail.kind, mail.status])).toEqual([
      ["newsletter-confirmation", "outbox"],
      ["handbook-lead", "suppressed"],
    ]);
  });

  it("marks a complaint Complained, taking the headers as Svix names them too", async () => {
    await postJson(t.app, "/api/newsletter/subscribe", { email: "spam@example.com" });
    const response = await post(
      signed({ type: "email.complained", data: { to: ["spam@example.com"] } }, { prefix: "svix" }),
    );
    expect(response.json()).toEqual({ outcome: "complained" });
    expect((await subscriberOf("spam@example.com"))?.status).toBe("Complained");
  });

  it("ignores a temporary bounce and other events", async () => {
    await postJson(t.app, "/api/newsletter/subscribe", { email: "full@example.com" });
    expect((await post(signed(bounce("full@example.com", "Transient")))).json()).toEqual({
      outcome: "ignored",
    });
    expect(
      (await post(signed({ type: "email.delivered", data: { to: "full@example.com" } }))).json(),
    ).toEqual({
      outcome: "ignored",
    });
    expect((await subscriberOf("full@example.com"))?.status).toBe("Pending confirmation");
  });

  it("refuses a bad signature, another secret, an old timestamp or no signature, changing nothing", async () => {
    await postJson(t.app, "/api/newsletter/subscribe", { email: "forged@example.com" });
    const good = signed(bounce("forged@example.com"));
    const attempts = [
      { ...good, headers: { ...good.headers, "webhook-signature": "v1,AAAA" } },
      signed(bounce("forged@example.com"), {
        secret: `whsec_${randomBytes(24).toString("base64")}`,
      }),
      signed(bounce("forged@example.com"), { at: new Date(Date.now() - 10 * 60_000) }),
      { ...good, payload: good.payload.replace("Permanent", "Permanent ") },
      { payload: good.payload, headers: { "content-type": "application/json" } },
    ];
    for (const attempt of attempts) {
      const response = await post(attempt);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: "Invalid webhook signature" });
    }
    expect((await subscriberOf("forged@example.com"))?.status).toBe("Pending confirmation");
  });

  it("answers a signed body it does not understand with 400", async () => {
    const response = await post(signed({ hello: "world" }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: "Unrecognised mail event" });
  });
});

describe("POST /api/mail/events without a secret", () => {
  const t = useTestApp();
  it("answers 404 saying it is not configured", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/mail/events",
      ...signed(bounce("x@example.com")),
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toMatch(/MAIL_WEBHOOK_SECRET/);
  });
});
