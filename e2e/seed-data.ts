/** What e2e/seed.ts puts in the e2e database; tests that change a record each use their own. */
export const E2E_ADMIN = {
  username: "e2e-admin",
  password: "e2e admin password 2026",
  name: "Noura Al Habsi",
};

/** A second staff member of its own for e2e/totp.spec.ts, which turns on their second factor. */
export const E2E_TOTP_STAFF = {
  username: "e2e-totp",
  password: "e2e totp password 2026",
  name: "Faisal Rahman",
};

/**
 * A staff member of its own for e2e/sign-in-without-scripts.spec.ts, which turns on their second
 * factor through the API and signs in from a browser that runs no scripts.
 */
export const E2E_NO_SCRIPTS_STAFF = {
  username: "e2e-no-scripts",
  password: "e2e no scripts password 2026",
  name: "Layal Mansour",
};

/** A staff member of its own for e2e/account-password.spec.ts, which changes their password. */
export const E2E_PASSWORD_STAFF = {
  username: "e2e-password",
  password: "e2e password staff 2026",
  name: "Huda Karim",
};

export const SEEDED_APPLICATIONS = [
  {
    startupName: "ColdLine",
    fullName: "Aisha Rahman",
    email: "aisha@coldline.example",
    answers: null,
  },
  {
    startupName: "Souq Ledger",
    fullName: "Karan Mehta",
    email: "karan@souqledger.example",
    answers: null,
  },
  {
    startupName: "Falcon Freight",
    fullName: "Yousef Darwish",
    email: "yousef@falconfreight.example",
    answers: {
      "Founders and Their Background":
        "Two logistics operators with a decade each at regional carriers.",
      "Anomalies or Red Flags": "None found in the documents reviewed.",
    },
  },
] as const;

/** Coupons the payment tests apply (no usage limits: tests run in parallel and repeat). */
export const E2E_COUPONS = {
  half: { code: "E2EHALF", partnerName: "Gulf Angels", finalPrice: 250_000 },
  free: { code: "E2EFREE", partnerName: "Nakhla Scouts", finalPrice: 0 },
  expired: {
    code: "E2EOLD",
    partnerName: "Last Year's Partner",
    finalPrice: 100_000,
    expiresAt: new Date("2025-01-01T00:00:00Z"),
  },
} as const;

/**
 * The review queue's journey (e2e/review-queue.spec.ts): a reviewer, and three applications
 * received in 2020, so they are the oldest and head that reviewer's queue in this order.
 */
export const E2E_REVIEWER = {
  username: "e2e-reviewer",
  password: "e2e reviewer password 2026",
  name: "Omar Siddiqui",
};
/**
 * A second reviewer for the keyboard journey through the applications list, so its scorecards
 * never count in the first reviewer's "n of N reviewed" while both journeys run at once.
 */
export const E2E_KEYS_REVIEWER = {
  username: "e2e-keys-reviewer",
  password: "e2e keys reviewer password 2026",
  name: "Layan Haddad",
};
export const QUEUE_APPLICATIONS = ["Qasr Robotics", "Dhow Data", "Sidra Health"] as const;

/**
 * The deal journeys' reviewer: their scorecards are given while the queue's journey counts its
 * own reviewer's, so they are not that reviewer's.
 */
export const E2E_DEAL_REVIEWER = {
  username: "e2e-deal-reviewer",
  password: "e2e deal reviewer password 2026",
  name: "Yusuf Al Amiri",
};

/** The reviewer of e2e/conflicts.spec.ts, who declares conflicts and recuses themselves. */
export const E2E_CONFLICTED_REVIEWER = {
  username: "e2e-conflicted-reviewer",
  password: "e2e conflicted reviewer password 2026",
  name: "Hessa Al Mazrouei",
};

/** A second reviewer for e2e/deal-room.spec.ts, whose memo is built from three scorecards. */
export const E2E_ANALYST = {
  username: "e2e-analyst",
  password: "e2e analyst password 2026",
  name: "Layla Haddad",
};

/**
 * The decisions of the last 12 months the firm's time to decision is counted from
 * (e2e/founder-clock.spec.ts): nine paid applications, each decided this many business days after
 * its payment. Nine: no figure is shown until the spec's founder is decided, the tenth (0 days):
 * 0, 1, 2, 3, 3, 6, 7, 9, 15, 20 then has a median of 3 and a 90th percentile of 15.
 */
export const DECIDED_BUSINESS_DAYS = [1, 2, 3, 3, 6, 7, 9, 15, 20] as const;

/**
 * The overdue journeys (e2e/overdue-applications.spec.ts, e2e/decision-clock.spec.ts): an admin who signs in with an address,
 * so the daily overdue mail can be turned on, and an application paid 40 days before the run,
 * past the decision target, the only one (no other journey can date a payment back).
 */
export const E2E_OVERDUE_ADMIN = {
  username: "overdue.admin@nakhla.example",
  password: "e2e overdue admin password 2026",
  name: "Mariam Al Suwaidi",
};
export const OVERDUE_APPLICATION = "Sahra Cold Chain";
export const OVERDUE_PAID_DAYS_AGO = 40;
