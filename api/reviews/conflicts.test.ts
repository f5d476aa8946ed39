import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { SCORED_TOPICS } from "../../core/scorecard";
import { auditEvents } from "../db/schema/audit";
import { loginAsAdmin, loginAsReviewer } from "../test/admin";
import { anApplication } from "../test/factories";
import { aPaidApplication } from "../test/founder";
import { useTestApp } from "../test/helpers";
import { paymentTestEnv } from "../test/payments";

// Conflicts of interest (docs/product.md, "Conflicts of interest"): a staff member's declarations
// keep them out of the matching application's review; a recusal does the same for one application.

const aScorecard = {
  scores: Object.fromEntries(SCORED_TOPICS.map((topic) => [topic, 4])),
  notes: {},
  redFlag: false,
  submit: true,
};

describe("conflicts of interest", () => {
  const t = useTestApp(paymentTestEnv);
  let reviewer: Record<string, string>;
  let admin: Record<string, string>;
  let qahwa: string;
  let sadu: string;

  beforeAll(async () => {
    reviewer = (await loginAsReviewer(t.app, t.db, { name: "Rana Said" })).headers;
    admin = (await loginAsAdmin(t.app, t.db, { name: "Noura Al Habsi" })).headers;
    qahwa = (
      await aPaidApplication(
        t.app,
        anApplication({
          startupName: "Brewline",
          email: "aisha@qahwapay.com",
          website: "https://www.qahwapay.com",
        }),
      )
    ).applicationId;
    sadu = (await aPaidApplication(t.app, anApplication({ startupName: "Sadu Logistics" })))
      .applicationId;
  });

  const call = (
    method: "GET" | "PUT" | "POST",
    url: string,
    headers: Record<string, string>,
    payload?: object,
  ) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

  it("keeps each person's declarations, and refuses one it cannot read with a message", async () => {
    const saved = await call("PUT", "/api/account/conflicts", reviewer, {
      conflicts: [
        { kind: "invested", name: "Qahwa Pay Pvt. Ltd.", domain: "qahwapay.com" },
        { kind: "former-employer", name: "Gulf Gate Capital", domain: "" },
      ],
    });
    expect(saved.statusCode).toBe(200);
    expect(
      saved.json().conflicts.map(({ kind, name, domain }: Record<string, string>) => ({
        kind,
        name,
        domain,
      })),
    ).toEqual([
      { kind: "invested", name: "Qahwa Pay Pvt. Ltd.", domain: "qahwapay.com" },
      { kind: "former-employer", name: "Gulf Gate Capital", domain: null },
    ]);
    expect((await call("GET", "/api/account/conflicts", reviewer)).json()).toEqual(saved.json());
    // The admin's own list is theirs: empty.
    expect((await call("GET", "/api/account/conflicts", admin)).json()).toEqual({ conflicts: [] });

    for (const [conflict, message] of [
      [{ kind: "cousin", name: "X" }, "Choose what ties you to it"],
      [{ kind: "other", name: "" }, "This field is required"],
      [
        { kind: "other", name: "X", domain: "not a domain" },
        "Enter a web domain such as example.com",
      ],
    ] as const) {
      const refused = await call("PUT", "/api/account/conflicts", reviewer, {
        conflicts: [conflict],
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toContain(message);
    }
    // Nothing already kept was lost to a refused list.
    expect((await call("GET", "/api/account/conflicts", reviewer)).json().conflicts).toHaveLength(
      2,
    );
  });

  it("refuses a conflicted reviewer everything of that application, and nothing of another", async () => {
    const reason =
      "You declared a conflict of interest with Qahwa Pay Pvt. Ltd.: Brewline is not yours to review.";
    for (const [method, path, payload] of [
      ["GET", "", undefined],
      ["GET", "/scorecards", undefined],
      ["PUT", "/scorecard", aScorecard],
      ["GET", "/comments", undefined],
    ] as const) {
      const refused = await call(
        method,
        `/api/admin/applications/${qahwa}${path}`,
        reviewer,
        payload,
      );
      expect([path, refused.statusCode, refused.json()]).toEqual([path, 403, { message: reason }]);
    }
    expect((await call("GET", `/api/admin/applications/${sadu}`, reviewer)).statusCode).toBe(200);
    expect(
      (await call("PUT", `/api/admin/applications/${sadu}/scorecard`, reviewer, aScorecard))
        .statusCode,
    ).toBe(200);
  });

  it("never offers the conflicted application in the review queue, and counts it set aside", async () => {
    const fresh = (await loginAsReviewer(t.app, t.db, { name: "Vikram Rao" })).headers;
    await call("PUT", "/api/account/conflicts", fresh, {
      conflicts: [{ kind: "competitor", name: "Anything", domain: "qahwapay.com" }],
    });
    const offered: string[] = [];
    for (let round = 0; round < 3; round++) {
      const next = (await call("GET", "/api/review-queue/next", fresh)).json();
      if (!next.next) break;
      offered.push(next.next._id);
      await call("PUT", `/api/admin/applications/${next.next._id}/scorecard`, fresh, aScorecard);
    }
    expect(offered).toContain(sadu);
    expect(offered).not.toContain(qahwa);
    const done = (await call("GET", "/api/review-queue/next", fresh)).json();
    expect(done.next).toBeNull();
    expect(done.progress.setAside).toBe(1);
  });

  it("keeps an admin with a conflict from scoring or reading the scorecards, not from the record", async () => {
    await call("PUT", "/api/account/conflicts", admin, {
      conflicts: [{ kind: "family", name: "Sadu Logistics" }],
    });
    expect((await call("GET", `/api/admin/applications/${sadu}`, admin)).statusCode).toBe(200);
    const scorecards = await call("GET", `/api/admin/applications/${sadu}/scorecards`, admin);
    expect(scorecards.statusCode).toBe(403);
    expect(scorecards.json().message).toMatch(
      /^You declared a conflict of interest with Sadu Logistics/,
    );
    expect(
      (await call("PUT", `/api/admin/applications/${sadu}/scorecard`, admin, aScorecard))
        .statusCode,
    ).toBe(403);
  });

  it("lets a reviewer recuse themselves with a reason, kept in the application's history", async () => {
    const other = (await loginAsReviewer(t.app, t.db, { name: "Mei Tanaka" })).headers;
    expect((await call("GET", `/api/admin/applications/${sadu}`, other)).statusCode).toBe(200);
    const recused = await call("POST", "/api/review-queue/set-aside", other, {
      applicationId: sadu,
      reason: "conflict",
      note: "I mentored its founder last year.",
    });
    expect(recused.json()).toEqual({ message: "Conflict of interest declared" });
    const refused = await call("GET", `/api/admin/applications/${sadu}`, other);
    expect([refused.statusCode, refused.json()]).toEqual([
      403,
      { message: "You recused yourself from reviewing Sadu Logistics." },
    ]);
    const history = await t.db
      .select({ detail: auditEvents.detail })
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, sadu), eq(auditEvents.action, "Reviewer recused")));
    expect(history).toEqual([{ detail: "Mei Tanaka: I mentored its founder last year." }]);
  });
});
