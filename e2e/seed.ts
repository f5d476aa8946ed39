// Seeds the e2e server's fresh database before it starts: the console user the tests sign in
// with, applications for the console's tests and the decisions the firm's time to decision counts,
// and the coupons of the payment tests.

import { eq } from "drizzle-orm";
import { createApplication, updateApplication } from "../api/applications/applications-repository";
import { loadConfig } from "../api/config";
import { openDatabase } from "../api/db/client";
import { applications } from "../api/db/schema/applications";
import { publicHolidays } from "../api/db/schema/calendar";
import { hashPassword } from "../api/lib/passwords";
import { createCoupon } from "../api/payments/coupons";
import { createAdmin } from "../api/staff/staff-repository";
import { anApplication } from "../api/test/factories";
import { addBusinessDays, businessCalendar, dayOf } from "../core/business-days";
import {
  DECIDED_BUSINESS_DAYS,
  E2E_ADMIN,
  E2E_ANALYST,
  E2E_CONFLICTED_REVIEWER,
  E2E_COUPONS,
  E2E_DEAL_REVIEWER,
  E2E_KEYS_REVIEWER,
  E2E_NO_SCRIPTS_STAFF,
  E2E_OVERDUE_ADMIN,
  E2E_PASSWORD_STAFF,
  E2E_REVIEWER,
  E2E_TOTP_STAFF,
  OVERDUE_APPLICATION,
  OVERDUE_PAID_DAYS_AGO,
  QUEUE_APPLICATIONS,
  SEEDED_APPLICATIONS,
} from "./seed-data";

const config = loadConfig();
const database = await openDatabase({ driver: "pglite", dataDir: config.DATA_DIR });
try {
  for (const staff of [
    E2E_ADMIN,
    E2E_TOTP_STAFF,
    E2E_PASSWORD_STAFF,
    E2E_OVERDUE_ADMIN,
    E2E_NO_SCRIPTS_STAFF,
  ]) {
    await createAdmin(database.db, {
      username: staff.username,
      displayName: staff.name,
      passwordHash: await hashPassword(staff.password),
    });
  }
  for (const seeded of SEEDED_APPLICATIONS) {
    const application = await createApplication(
      database.db,
      anApplication({
        startupName: seeded.startupName,
        fullName: seeded.fullName,
        email: seeded.email,
      }),
      {
        paymentId: `pay_${seeded.startupName.replaceAll(" ", "")}`,
        couponCode: null,
        finalPrice: 500000,
        partnerName: null,
      },
    );
    if (seeded.answers) {
      await updateApplication(database.db, application._id, {
        status: "Resolved",
        adminAnswers: seeded.answers,
      });
    }
  }
  for (const coupon of Object.values(E2E_COUPONS)) await createCoupon(database.db, coupon);
  for (const reviewer of [
    E2E_REVIEWER,
    E2E_KEYS_REVIEWER,
    E2E_ANALYST,
    E2E_DEAL_REVIEWER,
    E2E_CONFLICTED_REVIEWER,
  ]) {
    await createAdmin(database.db, {
      username: reviewer.username,
      displayName: reviewer.name,
      passwordHash: await hashPassword(reviewer.password),
      role: "reviewer",
    });
  }
  // Nine decisions of the last months, each paid at 10:00 on a business day in Abu Dhabi and
  // decided at 12:00 its set number of business days later, over the firm's calendar.
  const calendar = businessCalendar(
    (await database.db.select({ day: publicHolidays.day }).from(publicHolidays)).map(
      (row) => row.day,
    ),
  );
  const firstDay = dayOf(calendar, new Date(Date.now() - 120 * 86_400_000));
  for (const [index, days] of DECIDED_BUSINESS_DAYS.entries()) {
    const paidDay = addBusinessDays(calendar, firstDay, 1 + index * 5);
    const paidAt = new Date(`${paidDay}T10:00:00+04:00`);
    const { _id } = await createApplication(
      database.db,
      anApplication({
        startupName: `Decided Fixture ${index + 1}`,
        email: `decided-${index + 1}@fixture.example`,
      }),
      {
        paymentId: `pay_DecidedFixture${index + 1}`,
        couponCode: null,
        finalPrice: 500000,
        partnerName: null,
        paidAt,
      },
    );
    await database.db
      .update(applications)
      .set({
        status: "Resolved",
        founderStage: "Decision made",
        createdAt: paidAt,
        decisionSentAt: new Date(`${addBusinessDays(calendar, paidDay, days)}T12:00:00+04:00`),
      })
      .where(eq(applications.id, _id));
  }
  for (const [index, startupName] of QUEUE_APPLICATIONS.entries()) {
    const { _id } = await createApplication(database.db, anApplication({ startupName }), {
      paymentId: null,
      couponCode: null,
      finalPrice: 0,
      partnerName: null,
    });
    await database.db
      .update(applications)
      .set({ createdAt: new Date(Date.UTC(2020, 0, 1 + index)) })
      .where(eq(applications.id, _id));
  }
  // Paid long ago and undecided: overdue (docs/product.md, 5.13).
  const paidAt = new Date(Date.now() - OVERDUE_PAID_DAYS_AGO * 86_400_000);
  const overdue = await createApplication(
    database.db,
    anApplication({ startupName: OVERDUE_APPLICATION }),
    {
      paymentId: "pay_SahraColdChain",
      couponCode: null,
      finalPrice: 500000,
      partnerName: null,
      paidAt,
    },
  );
  await database.db
    .update(applications)
    .set({ createdAt: paidAt, stageSince: paidAt })
    .where(eq(applications.id, overdue._id));
} finally {
  await database.close();
}
