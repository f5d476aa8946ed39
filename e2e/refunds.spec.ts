import { readFile } from "node:fs/promises";
import { firstOutOfOrder, pdftotext } from "../api/test/pdf-text";
import { applyPaidInTestMode, openRecordTab, signIn, unique } from "./admin-fixtures";
import { axeViolations, expect, gotoHydrated, shoot, test } from "./fixtures";

// Refunds and GST credit notes (docs/decisions/085-refunds-and-credit-notes.md): an admin
// refunds half the fee from the record; the test checkout's simulated gateway processes it and
// reports it through the webhook; the founder's page shows the bank's reference and the credit
// note, whose text poppler reads top to bottom, in English and in Arabic. The e2e server is
// registered for GST in Karnataka (playwright.config.ts).

for (const { language, prefix, heading, done, download, creditNote, order } of [
  {
    language: "en" as const,
    prefix: "",
    heading: "Your refunds",
    done: /Done on .+\. Bank reference \(ARN\): TEST\d{15}/,
    download: "Download the credit note (PDF)",
    creditNote: /GST credit note: NV\/CN\/\d{4}-\d{2}\/\d{6}/,
    order: [
      "CREDIT NOTE",
      "GSTIN: 29ABCDE1234F1Z5",
      "No. NV/CN/",
      "Place of supply: Karnataka (29)",
      "Refund of the Startup Pitch Application Fee, against tax",
      "Taxable value",
      "₹2,118.65",
      "CGST 9%",
      "₹190.68",
      "SGST 9%",
      "₹190.67",
      "Total refunded (GST included)",
      "₹2,500",
      "Reason: Withdrawn before review",
      "Bank reference (ARN): TEST",
    ],
  },
  {
    language: "ar" as const,
    prefix: "/ar",
    heading: "المبالغ المستردة",
    done: /اكتمل في .+\. المرجع المصرفي \(ARN\): TEST\d{15}/,
    download: "تنزيل إشعار الدائن (PDF)",
    creditNote: /إشعار الدائن الضريبي: NV\/CN\/\d{4}-\d{2}\/\d{6}/,
    // Every label in reading order, each amount's figure after its label.
    order: [
      "إشعار دائن",
      "Nakhla Ventures",
      "الرقم",
      "NV/CN/",
      "التاريخ",
      "رقم التسجيل الضريبي",
      "29ABCDE1234F1Z5",
      "صادر باسم",
      "مكان التوريد",
      "كارناتاكا",
      "استرداد رسوم طلب العرض الاستثماري للشركات الناشئة",
      "القيمة الخاضعة للضريبة",
      "₹2,118.65",
      "ضريبة السلع والخدمات المركزية",
      "₹190.68",
      "ضريبة السلع والخدمات للولاية",
      "₹190.67",
      "إجمالي المبلغ المسترد",
      "₹2,500",
      "السبب",
      "سُحب الطلب قبل المراجعة",
      "المرجع المصرفي",
      "TEST",
    ],
  },
]) {
  test(`an admin refunds half the fee and the founder gets the ARN and a credit note (${language})`, async ({
    allowConsoleErrors,
    browser,
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    // The refund of more than was paid, refused: the browser logs the 409.
    allowConsoleErrors(/status of 409/);
    const startup = unique("Qafila Freight");
    const applied = await applyPaidInTestMode(request, startup, undefined, language);

    await signIn(page, request);
    await gotoHydrated(
      page,
      `/admin-dashboard/applications/${applied._id}?q=${encodeURIComponent(startup)}`,
    );
    const card = page.getByRole("region", { name: "Open record" });
    await openRecordTab(card, "Founder's side");
    const refunds = card.getByRole("region", { name: "Refunds" });
    await expect(refunds).toContainText("No refunds.");
    const form = refunds.getByRole("form", { name: "Refund the payment" });
    // More than was paid is refused on the page, by the server's rule.
    await form.getByLabel("Amount to refund (₹)").fill("5000.01");
    await form.getByLabel("Reason").selectOption({ label: "Withdrawn before review" });
    await form
      .getByLabel("The founder's state (place of supply)")
      .selectOption({ label: "Karnataka" });
    await form.getByRole("button", { name: "Start the refund" }).click();
    await expect(
      form.getByText(
        "A refund can give back at most ₹5,000: what was paid less what was refunded.",
      ),
    ).toBeVisible();
    await form.getByLabel("Amount to refund (₹)").fill("2500");
    await form.getByLabel("Note").fill("Withdrew before any reviewer opened it.");
    await form.getByRole("button", { name: "Start the refund" }).click();
    await expect(refunds.getByText("₹2,500, Withdrawn before review")).toBeVisible();

    // The simulated gateway processes it and its webhook brings the bank's reference.
    await expect(async () => {
      await page.reload();
      await openRecordTab(card, "Founder's side");
      await expect(card.getByRole("region", { name: "Refunds" })).toContainText(
        /Processed .+ ARN TEST\d{15}/,
        { timeout: 1_000 },
      );
    }).toPass({ timeout: 20_000 });
    await expect(
      card
        .getByRole("region", { name: "Refunds" })
        .getByRole("button", { name: /Download credit note NV\/CN\// }),
    ).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, `refunds-console-${language}`, card.getByRole("region", { name: "Refunds" }));
    const noteNumber = (
      await card
        .getByRole("region", { name: "Refunds" })
        .getByRole("button", { name: /Download credit note NV\/CN\// })
        .textContent()
    )?.match(/NV\/CN\/\d{4}-\d{2}\/\d{6}/)?.[0];
    expect(noteNumber).toBeTruthy();

    // The accountant's CSV of this month's credit notes lists it, against the tax invoice.
    await gotoHydrated(page, "/admin-dashboard/data-care");
    const exports = page.getByRole("region", { name: "Credit notes for the accountant" });
    const month = exports.getByLabel("Month");
    await expect(month).toHaveValue(new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 7));
    const [csv] = await Promise.all([
      page.waitForEvent("download"),
      exports.getByRole("button", { name: "Download credit notes (CSV)" }).click(),
    ]);
    const rows = await readFile((await csv.path()) as string, "utf8");
    expect(rows).toMatch(new RegExp(`${noteNumber},\\d{4}-\\d{2}-\\d{2},NV/\\d{4}-\\d{2}/\\d{6},`));
    await shoot(page, `refunds-credit-notes-export-${language}`, exports);

    const founderContext = await browser.newContext();
    const founder = await founderContext.newPage();
    await gotoHydrated(founder, `${prefix}/my-application#token=${applied.founderToken}`);
    const section = founder.getByRole("region", { name: heading });
    await expect(section).toContainText(done);
    await expect(section).toContainText(creditNote);
    const link = section.getByRole("link", { name: download });
    await expect(link).toBeVisible();
    expect(await axeViolations(founder)).toEqual([]);
    await shoot(founder, `refunds-founder-${language}`, section);

    const [file] = await Promise.all([founder.waitForEvent("download"), link.click()]);
    expect(file.suggestedFilename()).toMatch(/^credit-note-NV-CN-\d{4}-\d{2}-\d{6}\.pdf$/);
    // poppler reads each piece after the one before it: the order the founder's reader gets.
    const text = pdftotext(await readFile((await file.path()) as string));
    expect(firstOutOfOrder(text, order), text).toBeNull();
    await founderContext.close();
  });
}
