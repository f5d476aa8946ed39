// Seeds the e2e server's fresh database before it starts: the console user the tests sign in
// with, and applications (they have no public way in until the payment flow exists).
import { loadConfig } from "../api/config";
import { openDatabase } from "../api/db/client";
import { hashPassword } from "../api/lib/passwords";
import { createAdmin } from "../api/routes/admin/admin-repository";
import {
  createApplication,
  updateApplication,
} from "../api/routes/applications/applications-repository";
import { anApplication } from "../api/test/factories";
import { E2E_ADMIN, SEEDED_APPLICATIONS } from "./seed-data";

const config = loadConfig();
const database = await openDatabase({ driver: "pglite", dataDir: config.DATA_DIR });
try {
  await createAdmin(database.db, {
    username: E2E_ADMIN.username,
    displayName: E2E_ADMIN.name,
    passwordHash: await hashPassword(E2E_ADMIN.password),
  });
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
} finally {
  await database.close();
}
