import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { APPLICATION_FEE_PAISE } from "../../../core/constants";
import { applications } from "../../db/schema/applications";
import { mailOutbox } from "../../db/schema/mail";
import { createCoupon } from "../../payments/coupons";
import { loginAsAdmin } from "../../test/admin";
import { anApplication } from "../../test/factories";
import { useTestApp } from "../../test/helpers";
import {
  applyWith,
  createOrder,
  paidOrder,
  paymentTestEnv,
  submission,
  webhook,
} from "../../test/payments";

const FEE = { finalPrice: APPLICATION_FEE_PAISE };

// The language a founder applied in (docs/decisions/067-founder-language.md): stored with the
// application, checked by the server, English when not said, and the language of their mails.
describe("the applicant's language", () => {
  const t = useTestApp(paymentTestEnv);

  beforeAll(async () => {
    await createCoupon(t.db, { code: "ARABFREE", partnerName: "Gulf Scouts", finalPrice: 0 });
  });

  const storedOf = async (startupName: string) => {
    const [row] = await t.db
      .select()
      .from(applications)
      .where(eq(applications.startupName, startupName));
    return row;
  };
  const confirmationTo = async (email: string) => {
    const [row] = await t.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, email), eq(mailOutbox.kind, "application")));
    return row;
  };

  it("stores ar for an application paid from the Arabic page, and mails the founder in Arabic", async () => {
    const answers = anApplication({ startupName: "Sahla Pay", email: "sahla@example.com" });
    const { payment } = await paidOrder(t.app, { answers, language: "ar" });
    const response = await applyWith(t.app, {
      ...submission(answers, payment, FEE),
      language: "ar",
    });
    expect(response.statusCode).toBe(201);
    expect((await storedOf("Sahla Pay"))?.language).toBe("ar");

    const mail = await confirmationTo("sahla@example.com");
    expect(mail?.subject).toBe("تم تقديم الطلب: Sahla Pay");
    // The glossary's words: application (طلب), analysts (محللونا), pitch deck, pitch session.
    expect(mail?.text).toContain("يراجع محللونا طلبك الآن.");
    expect(mail?.text).toContain("العرض التقديمي الاستثماري");
    expect(mail?.text).toContain("جلسة عرض");
    // The amount and the reference isolated left to right; the link opens the Arabic page.
    expect(mail?.text).toContain("رسوم الطلب المدفوعة: \u2066₹5,000\u2069");
    expect(mail?.text).toMatch(/\/ar\/my-application#token=[\w-]+\n/);
    expect(mail?.text).not.toContain("Dear");

    // Its HTML part, kept with it: right to left, in Arabic, the isolates as elements, the link whole.
    expect(mail?.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail?.html).toContain('<span dir="ltr">₹5,000</span>');
    expect(mail?.html).toMatch(/<a href="[^"]+\/ar\/my-application#token=[\w-]+"[^>]*dir="ltr">/);
    expect(mail?.html).not.toMatch(/[\u2066-\u2069]/);
  });

  it("stores en when the page sends no language, and keeps the English mail as it was", async () => {
    const answers = anApplication({ startupName: "Old Client", email: "old@example.com" });
    const { payment } = await paidOrder(t.app, { answers });
    expect((await applyWith(t.app, submission(answers, payment, FEE))).statusCode).toBe(201);
    expect((await storedOf("Old Client"))?.language).toBe("en");
    const mail = await confirmationTo("old@example.com");
    expect(mail?.subject).toBe("Application Submitted: Old Client");
    expect(mail?.text).toMatch(/^Dear /);
    expect(mail?.text).toMatch(/\/my-application#token=/);
    expect(mail?.text).not.toContain("/ar/");
    expect(mail?.html).toBeNull();
  });

  it("refuses a language other than en or ar, on the order and on the application", async () => {
    const answers = anApplication({ startupName: "Lingua Franca" });
    const order = await createOrder(t.app, { answers, language: "fr" });
    expect(order.response.statusCode).toBe(400);
    expect(order.response.json().message).toContain("The language must be en or ar");

    const free = { finalPrice: 0, couponCode: "ARABFREE", partnerName: "Gulf Scouts" };
    const response = await applyWith(t.app, {
      ...submission(answers, undefined, free),
      language: "AR",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain("The language must be en or ar");
    expect(await storedOf("Lingua Franca")).toBeUndefined();
  });

  it("stores ar for a free application made in Arabic", async () => {
    const answers = anApplication({ startupName: "Majani", email: "majani@example.com" });
    const free = { finalPrice: 0, couponCode: "ARABFREE", partnerName: "Gulf Scouts" };
    const response = await applyWith(t.app, {
      ...submission(answers, undefined, free),
      language: "ar",
    });
    expect(response.statusCode).toBe(201);
    expect((await storedOf("Majani"))?.language).toBe("ar");
    expect((await confirmationTo("majani@example.com"))?.text).toContain(
      "لم تكن على هذا الطلب رسوم مستحقة.",
    );
  });

  it("keeps the Arabic of the order when the webhook completes it", async () => {
    const answers = anApplication({ startupName: "Closed Tab AR", email: "tab@example.com" });
    const { order } = await createOrder(t.app, { answers, language: "ar" });
    const response = await webhook(t.app, {
      orderId: order.orderId,
      paymentId: "pay_closed_tab_ar",
      amount: order.amount,
    });
    expect(response.json()).toEqual({ status: "processed" });
    expect((await storedOf("Closed Tab AR"))?.language).toBe("ar");
    expect((await confirmationTo("tab@example.com"))?.subject).toBe(
      "تم تقديم الطلب: Closed Tab AR",
    );
  });

  it("shows staff the language in the list, the record and the CSV", async () => {
    const { headers } = await loginAsAdmin(t.app, t.db);
    const page = (
      await t.app.inject({ method: "GET", url: "/api/admin/applications?sort=newest", headers })
    ).json();
    const byName = (name: string) =>
      page.items.find((item: { startupName: string }) => item.startupName === name);
    expect(byName("Sahla Pay").language).toBe("ar");
    expect(byName("Old Client").language).toBe("en");
    const record = await t.app.inject({
      method: "GET",
      url: `/api/admin/applications/${byName("Sahla Pay")._id}`,
      headers,
    });
    expect(record.json().application.language).toBe("ar");

    const csv = (await t.app.inject({ method: "GET", url: "/api/admin/applications.csv", headers }))
      .body;
    // UTF-8 with a byte order mark, so a spreadsheet program reads Arabic text right.
    expect(csv.startsWith("\uFEFFReceived,")).toBe(true);
    const rows = csv.split("\r\n");
    const column = rows[0]?.split(",").indexOf("Language") ?? -1;
    expect(column).toBeGreaterThan(0);
    const rowOf = (name: string) => rows.find((row) => row.includes(name))?.split(",") ?? [];
    expect(rowOf("Sahla Pay")[column]).toBe("ar");
    expect(rowOf("Old Client")[column]).toBe("en");
  });
});
