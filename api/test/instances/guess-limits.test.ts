// The guess limits hold at any concurrency and across instances (docs/decisions/068-atomic-guess-
// limits.md): many wrong codes sent at once from many addresses, split over two API processes on one
// PostgreSQL, and the count of those the servers judged. Run by .ci/run on its PostgreSQL:
// DATABASE_URL=postgres://… npx vitest run --project instances
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEAL_CODE_NOT_VALID } from "../../../core/deal-room-messages";
import { type DatabaseHandle, openDatabase } from "../../db/client";
import { dealLinkCodes } from "../../db/schema/deals";
import { mailOutbox } from "../../db/schema/mail";
import { anAdmin, loginAsAdmin } from "../admin";
import { aSharedDeal, dealLinkTokenOf } from "../deal-viewers";
import { codeFor, enrolTotp } from "../totp";
import {
  createScratchDatabase,
  type Instance,
  requireDatabaseUrl,
  startInstance,
} from "./instances";

const serverUrl = requireDatabaseUrl();

const env = (databaseUrl: string) => ({
  NODE_ENV: "test",
  LOG_LEVEL: "warn",
  DATABASE_URL: databaseUrl,
  DATABASE_POOL_SIZE: "5",
  // Behind a load balancer: each request's client is its X-Forwarded-For.
  TRUST_PROXY: "true",
  // The per-address limits are not what is measured here: high enough to let every guess through.
  PUBLIC_WRITE_RATE_LIMIT: "1000",
  LOGIN_FAILURES_PER_IP: "1000",
  PAYMENT_MODE: "test",
  PAYMENT_TEST_SECRET: "guess-limits-test-secret",
  JOBS_ENABLED: "false",
});

const SOURCES = 20;
const GUESSES = 100;
/** The source addresses of the attack, one per X-Forwarded-For. */
const sources = Array.from({ length: SOURCES }, (_, i) => `203.0.113.${i + 1}`);

let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
let database: DatabaseHandle;
let a: Instance;
let b: Instance;
let accounts = 0;

beforeAll(async () => {
  scratch = await createScratchDatabase(serverUrl);
  [a, b] = await Promise.all([
    startInstance("instance A", env(scratch.url)),
    startInstance("instance B", env(scratch.url)),
  ]);
  database = await openDatabase({ driver: "postgres", url: scratch.url, poolSize: 2 });
});

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await database?.close();
  await scratch?.drop();
});

/**
 * The instance the i-th request reaches: always A, or every other one each, as a round-robin
 * balancer does.
 */
const spreads = {
  "on one instance": (_i: number) => a,
  "over two instances": (i: number) => (i % 2 === 0 ? a : b),
};

const tally = (answers: Array<{ statusCode: number; message: string }>) => {
  const counts: Record<string, number> = {};
  for (const { statusCode, message } of answers) {
    const key = `${statusCode} ${message}`;
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
};

describe.each(Object.entries(spreads))(
  "guess limits under concurrency, %s",
  (_spread, instanceFor) => {
    it("judge at most 10 wrong second-factor codes for one account, sent at once from 20 addresses", async () => {
      const admin = await anAdmin(database.db, { username: `leena.${++accounts}@nakhla.example` });
      const signedIn = await a.inject({
        method: "POST",
        url: "/api/admin/login",
        payload: { username: admin.username, password: admin.password },
      });
      const { secret } = await enrolTotp(a.asApp(), {
        authorization: `Bearer ${signedIn.json().token}`,
      });
      const near = new Set([-1, 0, 1].map((steps) => codeFor(secret, steps)));
      const wrong = ["000000", "111111", "222222", "333333", "444444", "555555"].find(
        (code) => !near.has(code),
      );
      // The password is known: a challenge per address (each takes five codes before it ends).
      const challenges = await Promise.all(
        sources.map(async (ip, i) => {
          const response = await instanceFor(i)
            .from(ip)
            .inject({
              method: "POST",
              url: "/api/admin/login",
              payload: { username: admin.username, password: admin.password },
            });
          expect(response.json().step).toBe("totp");
          return response.json().challenge as string;
        }),
      );
      const answers = await Promise.all(
        Array.from({ length: GUESSES }, async (_, i) => {
          const response = await instanceFor(i)
            .from(sources[i % SOURCES] ?? "")
            .inject({
              method: "POST",
              url: "/api/admin/login/code",
              payload: { challenge: challenges[i % SOURCES], code: wrong },
            });
          return { statusCode: response.statusCode, message: String(response.json().message) };
        }),
      );
      const counts = tally(answers);
      console.info("second-factor answers", counts);
      const judged = answers.filter(({ message }) => message.startsWith("That code is not right"));
      expect(judged.length).toBeLessThanOrEqual(10);
      expect(judged.length).toBeGreaterThan(0);
      expect(
        answers.filter(({ message }) => message.startsWith("Too many wrong codes for this account"))
          .length,
      ).toBeGreaterThanOrEqual(GUESSES - 10 - SOURCES);
      // The owner is told once.
      const mails = await database.db
        .select({ subject: mailOutbox.subject })
        .from(mailOutbox)
        .where(and(eq(mailOutbox.to, admin.username), eq(mailOutbox.kind, "second-step-locked")));
      expect(mails).toHaveLength(1);
    });

    it("judge at most 10 wrong deal-room codes per link and address, and send at most 5 codes, from 20 addresses at once", async () => {
      const { headers } = await loginAsAdmin(a.asApp(), database.db);
      const deal = await aSharedDeal(a.asApp(), database.db, headers, ["alpha"]);
      const email = deal.emailOf("alpha");
      const token = await dealLinkTokenOf(database.db, email);
      // Each address asks for a code and sends five wrong ones, all at once.
      const answers = (
        await Promise.all(
          sources.map(async (ip, i) => {
            const sent = await instanceFor(i)
              .from(ip)
              .inject({ method: "POST", url: "/api/deal-room/code", payload: { token, email } });
            const guesses = await Promise.all(
              Array.from({ length: GUESSES / SOURCES }, (_, j) =>
                instanceFor(i + j)
                  .from(ip)
                  .inject({
                    method: "POST",
                    url: "/api/deal-room/verify",
                    payload: { token, email, code: String(100000 + i * 10 + j) },
                  }),
              ),
            );
            return [sent, ...guesses].map((response) => ({
              statusCode: response.statusCode,
              message: String(response.json().message),
            }));
          }),
        )
      ).flat();
      const counts = tally(answers);
      console.info("deal-room answers", counts);
      const judged = answers.filter(({ message }) => message === DEAL_CODE_NOT_VALID);
      expect(judged.length).toBeLessThanOrEqual(10);
      // The codes' own count of tries: how many guesses were compared with a code.
      const [tries] = await database.db
        .select({ total: sql<number>`coalesce(sum(${dealLinkCodes.attempts}), 0)::int` })
        .from(dealLinkCodes)
        .where(eq(dealLinkCodes.email, email));
      console.info("deal-room codes compared", tries?.total);
      expect(tries?.total).toBeLessThanOrEqual(10);
      const codes = await database.db
        .select({ text: mailOutbox.text })
        .from(mailOutbox)
        .where(and(eq(mailOutbox.to, email), eq(mailOutbox.kind, "deal-code")));
      console.info("deal-room codes mailed", codes.length);
      expect(codes.length).toBeLessThanOrEqual(5);
      expect(codes.length).toBeGreaterThan(0);
      // The address is told once of the pause, not once a request.
      const told = await database.db
        .select({ subject: mailOutbox.subject })
        .from(mailOutbox)
        .where(and(eq(mailOutbox.to, email), eq(mailOutbox.kind, "deal-code-locked")));
      expect(told).toHaveLength(1);
    });
  },
);
