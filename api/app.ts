import { randomUUID } from "node:crypto";
import { resolve } from "node:path";
import Fastify, { LogController } from "fastify";
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import type { ViteDevServer } from "vite";
import type { DatabaseSource } from "./backups/database-copy";
import type { Config } from "./config";
import type { DatabaseHandle } from "./db/client";
import { JOB_NAMES } from "./jobs";
import type { DailyBackups } from "./jobs/runner";
import { API_PREFIX } from "./lib/api-path";
import { safeError, urlForLog } from "./lib/safe-log";
import { secretBox } from "./lib/secret-box";
import { dkimSettingsFrom } from "./mail/dkim";
import type { PaymentProvider } from "./payments/provider";
import { isTestProvider, paymentProviderFrom } from "./payments/provider-from-config";
import { authPlugin } from "./plugins/auth";
import { clockPlugin } from "./plugins/clock";
import { controlSocketPlugin } from "./plugins/control-socket";
import { corsPlugin } from "./plugins/cors";
import { dbPlugin } from "./plugins/db";
import { errorHandlerPlugin } from "./plugins/error-handler";
import { jobsPlugin } from "./plugins/jobs";
import { mailPlugin } from "./plugins/mail";
import { metricsPlugin } from "./plugins/metrics";
import { openApiPlugin } from "./plugins/openapi";
import { rateLimitPlugin } from "./plugins/rate-limit";
import { noStore, securityHeadersPlugin } from "./plugins/security-headers";
import { settingsPlugin } from "./plugins/settings";
import { webPlugin } from "./plugins/web";
import { accountRoutes } from "./routes/account";
import { signInStepRoutes } from "./routes/account/sign-in-steps";
import { adminRoutes } from "./routes/admin";
import { appealRoutes } from "./routes/appeals";
import { applicationDraftRoutes } from "./routes/application-drafts";
import { applicationRoutes } from "./routes/applications";
import { applyRoutes } from "./routes/applications/apply";
import { founderSideRoutes } from "./routes/applications/founder-side";
import { calendarRoutes } from "./routes/calendar";
import { changeRoutes } from "./routes/changes";
import { cohortRoutes } from "./routes/cohorts";
import { consultancyRequestRoutes } from "./routes/consultancy-requests";
import { contactRoutes } from "./routes/contact";
import { dataCareRoutes } from "./routes/data-care";
import { dealAnswerRoutes } from "./routes/deals/answers";
import { dealBoardRoutes } from "./routes/deals/board";
import { dealFirmRoutes } from "./routes/deals/firms";
import { dealMemoRoutes } from "./routes/deals/memo";
import { dealNotificationRoutes } from "./routes/deals/notifications";
import { dealQuestionRoutes } from "./routes/deals/questions";
import { dealRoomRoutes } from "./routes/deals/room";
import { dealSharingRoutes } from "./routes/deals/sharing";
import { documentRoutes } from "./routes/documents";
import { ebookRoutes } from "./routes/ebooks";
import { eventRoutes } from "./routes/events";
import { fundingInterestRoutes } from "./routes/funding-interest";
import { healthRoutes } from "./routes/health";
import { insightRoutes } from "./routes/insights";
import { leadsRoutes } from "./routes/leads";
import { mailEventRoutes } from "./routes/mail-events";
import { mailTemplateRoutes } from "./routes/mail-templates";
import { meetingRoutes } from "./routes/meetings";
import { myApplicationRoutes } from "./routes/my-application";
import { myAppealRoutes } from "./routes/my-application/appeal";
import { myPitchSlotRoutes } from "./routes/my-application/pitch-slot";
import { newsletterRoutes } from "./routes/newsletter";
import { newsletterAdminRoutes } from "./routes/newsletter/newsletters";
import { oneClickUnsubscribeRoutes } from "./routes/newsletter/one-click";
import { operationsRoutes } from "./routes/operations";
import { overdueApplicationRoutes } from "./routes/overdue-applications";
import { paymentRoutes } from "./routes/payment";
import { pitchSlotRoutes } from "./routes/pitch-slots";
import { refundRoutes } from "./routes/refunds";
import { reviewRoutes } from "./routes/reviews";
import { staffRoutes } from "./routes/staff";
import { taskRoutes } from "./routes/tasks";
import { viewRoutes } from "./routes/views";
import { pageServices } from "./site/page-services";
import { deckStorageFrom } from "./storage/deck-storage";

declare module "fastify" {
  interface FastifyInstance {
    /** The payment service (docs/decisions/010-payments.md): refunds and tests reach it here. */
    paymentProvider: PaymentProvider;
  }
}

export type AppOptions = {
  config: Config;
  database: DatabaseHandle;
  /** Where the log goes (stdout when unset); tests read it. */
  logStream?: { write(line: string): void };
  /**
   * Public write rate limits counted in the database, shared by every instance on it: on PostgreSQL
   * by default; the embedded database has one process, which counts them itself (plugins/rate-limit.ts).
   */
  sharedRateLimits?: boolean;
  /**
   * The embedded database's control socket, where `npm run backup` asks this server for a backup
   * (plugins/control-socket.ts); server.ts gives it, tests leave it out.
   */
  controlSocket?: string;
  /** `react-router dev`: the site's pages come from Vite's dev server (api/dev-server.ts). */
  vite?: ViteDevServer;
};

/** Builds the whole server. Plugins load in this order; routes come last and see all of them. */
export async function buildApp({
  config,
  database,
  logStream,
  sharedRateLimits = database.driver === "postgres",
  controlSocket,
  vite,
}: AppOptions) {
  const app = Fastify({
    // Fastify's pino logger, writing JSON lines to stdout (docs/decisions/040-logging-and-api-budgets.md).
    logger:
      config.LOG_LEVEL === "silent"
        ? false
        : {
            level: config.LOG_LEVEL,
            redact: [
              "req.headers.authorization",
              'req.headers["x-founder-token"]',
              "req.headers.cookie",
            ],
            // No personal data in the log: errors lose query parameters and quoted rows (lib/safe-log.ts).
            serializers: { err: safeError },
            ...(logStream ? { stream: logStream } : {}),
          },
    bodyLimit: config.BODY_LIMIT_BYTES,
    // A body sent slowly must not hold its connection for minutes: headers and body within
    // REQUEST_TIMEOUT_MS (408), checked every second rather than Node's default 30 s.
    requestTimeout: config.REQUEST_TIMEOUT_MS,
    connectionTimeout: config.CONNECTION_TIMEOUT_MS,
    http: {
      requestTimeout: config.REQUEST_TIMEOUT_MS,
      headersTimeout: Math.min(60_000, config.REQUEST_TIMEOUT_MS),
      connectionsCheckingInterval: 1000,
    },
    trustProxy: config.TRUST_PROXY,
    // Unique across instances, unlike Fastify's counter: the id in the log and in x-request-id.
    genReqId: () => randomUUID(),
    // One line per request, written when it is answered (below), instead of Fastify's two: its
    // "incoming request" line would hold the query's values.
    logController: new LogController({ disableRequestLogging: true }),
    // Keep-alive connections that sit idle must not hold a graceful shutdown open.
    forceCloseConnections: "idle",
    // The job runner's first start creates its schema and queues (api/plugins/jobs.ts): on a
    // loaded machine that took past Fastify's default 10 s, and the server refused to start.
    pluginTimeout: 60_000,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  // Every answer is checked against its route's response schema, then written: one that does not
  // match is a 500, and only the schema's fields go out (docs/decisions/043-answers-checked.md).
  app.setSerializerCompiler(serializerCompiler);
  // JSON only: without the default text/plain parser, any other body type is answered with 415.
  app.removeContentTypeParser("text/plain");
  // Each request's line, by its own logger (its id bound in), once it is answered.
  app.addHook("onResponse", (request, reply, done) => {
    request.log.info(
      {
        method: request.method,
        // The path and the query's keys: a search term or an e-mail in the query stays out of the log.
        url: urlForLog(request.url),
        statusCode: reply.statusCode,
        ms: reply.elapsedTime,
      },
      "request completed",
    );
    done();
  });

  // 1. settings, data and mail
  await app.register(settingsPlugin, { config });
  await app.register(clockPlugin, { config });
  await app.register(dbPlugin, { database });
  await app.register(mailPlugin, {
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    dkim: dkimSettingsFrom(config),
  });
  if (controlSocket && database.dumpDataDir) {
    await app.register(controlSocketPlugin, {
      path: controlSocket,
      dumpDataDir: database.dumpDataDir,
      bucket: config.DECK_S3_BUCKET ?? null,
    });
  }
  // Requests counted and timed from here on, every route registered after it; GET /metrics only
  // with METRICS_TOKEN (docs/decisions/071-metrics-and-traces.md).
  if (config.METRICS_TOKEN) {
    await app.register(metricsPlugin, {
      token: config.METRICS_TOKEN,
      jobsSchema: config.JOBS_SCHEMA,
      jobNames: JOB_NAMES,
    });
  }
  // 2. security: headers, cross-origin allow-list, rate limits, errors
  await app.register(securityHeadersPlugin);
  await app.register(corsPlugin, { origins: config.CORS_ORIGINS });
  await app.register(rateLimitPlugin, {
    publicWritesPerWindow: config.PUBLIC_WRITE_RATE_LIMIT,
    windowMs: config.RATE_LIMIT_WINDOW_MS,
    shared: sharedRateLimits,
  });
  await app.register(errorHandlerPlugin);
  // 3. who is asking: admin sessions
  await app.register(authPlugin, { idleMinutes: config.ADMIN_SESSION_IDLE_MINUTES });
  // 4. the API, one plugin per resource, described by its OpenAPI document
  await app.register(openApiPlugin);
  const provider = paymentProviderFrom(config, app.log);
  // pitch decks' PDFs in S3-compatible object storage when DECK_S3_* configure it, else in the database
  const deckStorage = deckStorageFrom(config, app.log);
  // background jobs on the database (plugins/jobs.ts), started once the server is ready
  await app.register(jobsPlugin, {
    enabled: config.JOBS_ENABLED,
    schema: config.JOBS_SCHEMA,
    pollingIntervalSeconds: config.JOBS_POLL_SECONDS,
    retryLimit: config.JOBS_RETRY_LIMIT,
    provider,
    backups: dailyBackupsFrom(config, database),
    deckStorage,
  });
  await app.register(
    async (api) => {
      api.addHook("onRequest", noStore);
      // Deny by default: every route below needs a staff session unless it is declared public.
      api.addHook("onRequest", app.requireStaffUnlessPublic);
      await api.register(healthRoutes, { payments: provider.name });
      await api.register(newsletterRoutes);
      await api.register(newsletterAdminRoutes);
      await api.register(mailEventRoutes, { secret: config.MAIL_WEBHOOK_SECRET });
      await api.register(contactRoutes);
      await api.register(leadsRoutes);
      await api.register(fundingInterestRoutes);
      await api.register(consultancyRequestRoutes);
      await api.register(applicationRoutes);
      await api.register(founderSideRoutes, { deckStorage });
      await api.register(reviewRoutes);
      await api.register(paymentRoutes, { provider });
      await api.register(applyRoutes, { provider });
      await api.register(myApplicationRoutes, { deckStorage });
      await api.register(myAppealRoutes);
      await api.register(appealRoutes);
      await api.register(adminRoutes, { config });
      await api.register(signInStepRoutes, { config });
      await api.register(accountRoutes, { config });
      await api.register(taskRoutes);
      await api.register(meetingRoutes);
      await api.register(documentRoutes);
      await api.register(operationsRoutes);
      await api.register(pitchSlotRoutes);
      await api.register(myPitchSlotRoutes);
      await api.register(mailTemplateRoutes);
      await api.register(calendarRoutes);
      await api.register(applicationDraftRoutes);
      await api.register(staffRoutes);
      await api.register(eventRoutes);
      await api.register(cohortRoutes);
      await api.register(viewRoutes);
      await api.register(dealFirmRoutes);
      await api.register(dealMemoRoutes);
      await api.register(dealSharingRoutes);
      await api.register(dealRoomRoutes, { deckStorage });
      await api.register(dealAnswerRoutes);
      await api.register(dealBoardRoutes);
      await api.register(dealQuestionRoutes);
      await api.register(dealNotificationRoutes);
      await api.register(overdueApplicationRoutes);
      await api.register(insightRoutes);
      await api.register(dataCareRoutes, { config, deckStorage });
      await api.register(changeRoutes);
      await api.register(refundRoutes);
    },
    { prefix: API_PREFIX },
  );
  app.decorate("paymentProvider", provider);
  // Test mode's simulated gateway reports refunds through the webhook route, as Razorpay would.
  if (isTestProvider(provider)) {
    provider.deliverWebhooksTo(async (payload, headers) => {
      await app.inject({ method: "POST", url: `${API_PREFIX}/payment/webhook`, headers, payload });
    });
  }
  // 5. the free ebooks' PDFs, at /ebooks/… beside the site (specific routes win over its catch-all),
  // and the one-click unsubscribe POST to the unsubscribe page's address (RFC 8058)
  await app.register(ebookRoutes);
  await app.register(oneClickUnsubscribeRoutes);
  // 6. the site: React Router renders its pages here, their loaders calling the same services
  if (config.SERVE_WEB) {
    // The console's sign-in without scripts opens authenticator secrets with it (decision 091).
    const totpBox = secretBox(config.TOTP_SECRET_KEY);
    await app.register(webPlugin, {
      clientDir: config.WEB_BUILD_DIR,
      razorpayCheckout: provider.name === "razorpay",
      servicesFor: (request) =>
        pageServices({
          db: app.db,
          gstin: app.settings.gstin,
          jobs: app.jobs,
          log: app.log,
          mailer: app.mailer,
          now: () => request.now(),
          siteUrl: app.settings.siteUrl,
          staff: { settings: config, box: totpBox },
        }),
      vite,
    });
  }

  return app;
}

/** What the daily backup job takes, when BACKUP_DAILY is on (docs/decisions/050-backups.md). */
function dailyBackupsFrom(config: Config, database: DatabaseHandle): DailyBackups | null {
  if (!config.BACKUP_DAILY) return null;
  const source: DatabaseSource | null = config.DATABASE_URL
    ? { driver: "postgres", url: config.DATABASE_URL, binDir: config.PG_BIN_DIR }
    : database.dumpDataDir
      ? { driver: "pglite", dumpDataDir: database.dumpDataDir }
      : null;
  if (!source) return null;
  return {
    source,
    dir: resolve(config.BACKUP_DIR),
    keep: config.BACKUP_KEEP,
    encryptionKey: config.BACKUP_ENCRYPTION_KEY,
    bucket: config.DECK_S3_BUCKET ?? null,
  };
}

export type App = Awaited<ReturnType<typeof buildApp>>;
