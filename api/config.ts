import { createPrivateKey, type KeyObject } from "node:crypto";
import { existsSync } from "node:fs";
import { z } from "zod";
import { PAYMENT_PROVIDERS } from "../core/schemas/payment";

const bool = z.enum(["true", "false"]).transform((value) => value === "true");
const list = z.string().transform((value) =>
  value
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean),
);

/**
 * A DKIM key as the environment gives it: a PEM (with real line breaks, or `\n` written out, as
 * one line of a .env file) or the PEM in base64. Answers the PEM, or throws saying what is wrong.
 */
export function readDkimPrivateKey(value: string): string {
  const pem = value.includes("-----BEGIN")
    ? value.replaceAll("\\n", "\n")
    : Buffer.from(value, "base64").toString("utf8");
  let key: KeyObject;
  try {
    key = createPrivateKey(pem);
  } catch {
    throw new Error("is not a PEM private key (nor one in base64)");
  }
  if (key.asymmetricKeyType !== "rsa") throw new Error("must be an RSA key (rsa-sha256)");
  if ((key.asymmetricKeyDetails?.modulusLength ?? 0) < 1024) {
    throw new Error("must be an RSA key of at least 1024 bits (2048 recommended)");
  }
  return pem;
}

/** Every setting of the server, read from the environment once at start-up. See .env.example. */
export const ConfigSchema = z
  .object({
    /** "production" declares a live deployment: it then needs PAYMENT_MODE set explicitly. */
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    HOST: z.string().min(1).default("0.0.0.0"),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    LOG_LEVEL: z
      .enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"])
      .default("info"),
    DATA_DIR: z.string().min(1).default("./data"),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
      .optional(),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
    CORS_ORIGINS: list.default([]),
    TRUST_PROXY: bool.default(false),
    BODY_LIMIT_BYTES: z.coerce
      .number()
      .int()
      .min(1024)
      .default(256 * 1024),
    /** A request's headers and body must arrive within this; a slower one is answered 408. */
    REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).default(30_000),
    /** A connection that sends and receives nothing for this long is closed. */
    CONNECTION_TIMEOUT_MS: z.coerce.number().int().min(1000).default(120_000),
    PUBLIC_WRITE_RATE_LIMIT: z.coerce.number().int().min(1).default(20),
    RATE_LIMIT_WINDOW_MS: z.coerce.number().int().min(1000).default(60_000),
    SERVE_WEB: bool.default(true),
    WEB_BUILD_DIR: z.string().min(1).default("./build/client"),
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
    ADMIN_SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).default(60),
    ADMIN_SESSION_MAX_HOURS: z.coerce.number().int().min(1).default(12),
    LOGIN_THROTTLE_WINDOW_MINUTES: z.coerce.number().int().min(1).default(15),
    LOGIN_FAILURES_PER_IP: z.coerce.number().int().min(1).default(20),
    LOGIN_FAILURES_PER_USERNAME: z.coerce.number().int().min(1).default(5),
    /** Admins must set up an authenticator app (TOTP) before they can use the console. */
    STAFF_REQUIRE_TOTP: bool.default(false),
    /**
     * 32 random bytes, base64 (`openssl rand -base64 32`): seals the TOTP secrets in the database
     * (AES-256-GCM). Unset, they are stored as they are (docs/decisions/025-second-factor.md).
     */
    TOTP_SECRET_KEY: z
      .string()
      .refine(
        (value) => Buffer.from(value, "base64").length === 32,
        "must be 32 random bytes in base64 (openssl rand -base64 32)",
      )
      .optional(),
    /** The site's public origin, for links in e-mails; unset, http://localhost:PORT (loadConfig). */
    SITE_URL: z.url().default("http://localhost:3000"),
    /** smtp://user:pass@host:587 or smtps://…; unset: mails stay in the mail_outbox table, logged. */
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, "must start with smtp:// or smtps://")
      .optional(),
    MAIL_FROM: z
      .string()
      .min(3)
      .regex(
        /@[^\s<>@]+>?\s*$/,
        "must end with an address, e.g. Nakhla Ventures <hello@nakhla.example>",
      )
      .default("Nakhla Ventures <hello@nakhla.example>"),
    /**
     * The firm's DKIM key (docs/decisions/048-mail-authentication.md): an RSA private key, PEM or
     * PEM in base64. Set, every mail is signed; `npm run dkim:record` prints the DNS record.
     */
    DKIM_PRIVATE_KEY: z
      .string()
      .transform((value, context) => {
        try {
          return readDkimPrivateKey(value);
        } catch (error) {
          context.addIssue({ code: "custom", message: (error as Error).message });
          return z.NEVER;
        }
      })
      .optional(),
    DKIM_SELECTOR: z
      .string()
      .regex(/^[a-z0-9][a-z0-9-]{0,62}$/i, "must be a DNS label (letters, digits, -)")
      .default("nakhla"),
    /** The d= domain of the signature; unset, the domain of MAIL_FROM (aligned for DMARC). */
    DKIM_DOMAIN: z
      .string()
      .regex(/^[a-z0-9.-]+\.[a-z]{2,}$/i, "must be a domain name, e.g. nakhla.example")
      .optional(),
    /**
     * The secret of the mail provider's bounce and complaint webhook (Standard Webhooks, whsec_…;
     * docs/decisions/049-bounce-webhook.md). Unset, the webhook answers 404.
     */
    MAIL_WEBHOOK_SECRET: z
      .string()
      .regex(
        /^(whsec_)?[A-Za-z0-9+/=]{24,}$/,
        "must be the provider's signing secret, whsec_ and base64",
      )
      .optional(),
    /**
     * razorpay (needs the three RAZORPAY_ keys) or test (refuses them): the labelled test checkout,
     * where anyone can "pay". Unset means test, except with NODE_ENV=production, where it must be
     * chosen (docs/decisions/013-payment-mode-and-logs.md).
     */
    PAYMENT_MODE: z.enum(PAYMENT_PROVIDERS).optional(),
    RAZORPAY_KEY_ID: z.string().min(1).optional(),
    RAZORPAY_KEY_SECRET: z.string().min(1).optional(),
    RAZORPAY_WEBHOOK_SECRET: z.string().min(1).optional(),
    /** Razorpay's API origin; tests point it at a local fake. */
    RAZORPAY_API_URL: z.url().default("https://api.razorpay.com"),
    /** Signs the test checkout's payments and webhooks in test mode. */
    PAYMENT_TEST_SECRET: z.string().min(16).optional(),
    /** Background jobs (mail retry, payment reconciliation, expiry, clean-up) in this process. */
    JOBS_ENABLED: bool.default(true),
    /** The PostgreSQL schema the jobs' tables (pg-boss) live in. */
    JOBS_SCHEMA: z
      .string()
      .regex(/^[a-z_][a-z0-9_]{0,62}$/, "must be a lower-case SQL name (letters, digits, _)")
      .default("pgboss"),
    /** How often an idle instance looks for queued jobs, in seconds. */
    JOBS_POLL_SECONDS: z.coerce.number().min(0.5).max(3600).default(10),
    /** Retries (after a minute, then longer) before a job counts as failed and shows in the console. */
    JOBS_RETRY_LIMIT: z.coerce.number().int().min(0).max(20).default(3),
    /** Minutes an unpaid order holds its price and its coupon's use before it expires. */
    ORDER_LIFETIME_MINUTES: z.coerce.number().int().min(5).max(10_080).default(120),
    /**
     * The firm's GST registration. Set, receipts are tax invoices with 18% GST included in the fee
     * (CGST and SGST, or IGST, by the founder's state); unset, plain receipts without GST
     * (docs/decisions/026-receipts.md).
     */
    GSTIN: z
      .string()
      .trim()
      .toUpperCase()
      .regex(
        /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/,
        "must be a 15-character GSTIN, e.g. 29ABCDE1234F1Z5",
      )
      .optional(),
    /**
     * S3-compatible object storage for the pitch decks' PDFs (docs/decisions/027-pitch-deck-storage.md):
     * all four of bucket, region and keys, or none (the PDFs then stay in the database). The
     * endpoint is for a store other than AWS (MinIO, Cloudflare R2, …); path style for those that
     * need /bucket/key addresses.
     */
    DECK_S3_BUCKET: z
      .string()
      .regex(
        /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
        "must be a bucket name: 3 to 63 lower-case letters, digits, dots or hyphens",
      )
      .optional(),
    DECK_S3_REGION: z.string().trim().min(1).optional(),
    DECK_S3_ENDPOINT: z
      .url({ protocol: /^https?$/, error: "must be an http:// or https:// address" })
      .optional(),
    DECK_S3_ACCESS_KEY_ID: z.string().trim().min(1).optional(),
    DECK_S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    DECK_S3_FORCE_PATH_STYLE: bool.optional(),
    /**
     * An age identity (`npm run backup -- --new-key` makes one): backups are encrypted with it, and
     * restoring an encrypted backup needs it (docs/decisions/050-backups.md). Unset: plain files.
     */
    BACKUP_ENCRYPTION_KEY: z
      .string()
      .trim()
      .regex(
        /^AGE-SECRET-KEY-1[02-9AC-HJ-NP-Z]{58}$/,
        "must be an age key, AGE-SECRET-KEY-1 and 58 more characters (npm run backup -- --new-key)",
      )
      .optional(),
    /** Where `npm run backup` and the daily backup write their files. */
    BACKUP_DIR: z.string().min(1).default("./backups"),
    /** A backup every day at 02:15 UTC, by the background jobs (off unless set). */
    BACKUP_DAILY: bool.default(false),
    /** How many daily backups stay in BACKUP_DIR; older ones are removed after each new one. */
    BACKUP_KEEP: z.coerce.number().int().min(1).max(1000).default(7),
    /** Where pg_dump and pg_restore are on PostgreSQL; unset, the PATH, then Debian's folders. */
    PG_BIN_DIR: z.string().min(1).optional(),
    /**
     * The bearer token Prometheus sends to GET /metrics; unset, there is no /metrics (its address
     * answers the site's 404). Long and random: `openssl rand -base64 32`.
     */
    METRICS_TOKEN: z
      .string()
      .min(24, "must be at least 24 characters (openssl rand -base64 32)")
      .optional(),
    /**
     * Where OpenTelemetry traces go (OTLP over HTTP); unset, tracing is off and its SDK is never
     * loaded (api/tracing.ts). The SDK reads this and the other OTEL_ variables itself.
     */
    OTEL_EXPORTER_OTLP_ENDPOINT: z.url().optional(),
    /**
     * A test server only: a request may name the instant it is served at in its x-test-now header
     * (api/plugins/clock.ts, docs/decisions/082-test-clock.md). Refused in production.
     */
    TEST_CLOCK: bool.default(false),
  })
  .superRefine((config, context) => {
    const razorpay = ["RAZORPAY_KEY_ID", "RAZORPAY_KEY_SECRET", "RAZORPAY_WEBHOOK_SECRET"] as const;
    const set = razorpay.filter((name) => config[name] !== undefined);
    const issue = (path: string, message: string) =>
      context.addIssue({ code: "custom", path: [path], message });
    if (config.PAYMENT_MODE === "razorpay") {
      for (const name of razorpay.filter((name) => config[name] === undefined)) {
        issue(name, "must be set when PAYMENT_MODE=razorpay");
      }
    } else if (config.PAYMENT_MODE === "test") {
      for (const name of set) {
        issue(name, "must be empty when PAYMENT_MODE=test (test mode never takes real payments)");
      }
    } else if (set.length > 0) {
      issue(
        "PAYMENT_MODE",
        `must be set: razorpay to take payments with ${set.join(", ")}, or test (and remove the Razorpay keys)`,
      );
    } else if (config.NODE_ENV === "production") {
      issue(
        "PAYMENT_MODE",
        'must be set when NODE_ENV=production: razorpay (with RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET), or test to accept that anyone can "pay" through the test checkout, no money taken',
      );
    }
    if (
      config.TEST_CLOCK &&
      (config.NODE_ENV === "production" || config.PAYMENT_MODE === "razorpay")
    ) {
      issue(
        "TEST_CLOCK",
        "must be false when NODE_ENV=production or PAYMENT_MODE=razorpay: a test clock lets a request choose its own time",
      );
    }
    // Object storage for decks: all of it or none of it, never a half that fails at the first upload.
    const deckStore = [
      "DECK_S3_BUCKET",
      "DECK_S3_REGION",
      "DECK_S3_ACCESS_KEY_ID",
      "DECK_S3_SECRET_ACCESS_KEY",
    ] as const;
    // DECK_S3_FORCE_PATH_STYLE=false alone asks for nothing.
    const deckStoreSet = [...deckStore, "DECK_S3_ENDPOINT", "DECK_S3_FORCE_PATH_STYLE"].filter(
      (name) => ![undefined, false].includes(config[name as keyof typeof config] as undefined),
    );
    if (deckStoreSet.length > 0) {
      for (const name of deckStore.filter((name) => config[name] === undefined)) {
        issue(
          name,
          `must be set to keep pitch decks in object storage (${deckStoreSet.join(", ")} ${deckStoreSet.length === 1 ? "is" : "are"} set); or leave every DECK_S3_ setting empty to keep them in the database`,
        );
      }
    }
  })
  .transform((config) => ({ ...config, PAYMENT_MODE: config.PAYMENT_MODE ?? "test" }));
export type Config = z.infer<typeof ConfigSchema>;

export class ConfigError extends Error {}

/**
 * The configuration of the server and of every script: the environment, with a local `.env` (in
 * the working directory) filling in what it leaves unset. One loader, so a script and the server
 * always open the same database.
 */
export function loadConfigFromEnvironment(envFile = ".env"): Config {
  readEnvFile(envFile);
  return loadConfig(process.env);
}

/** Fills in from a local `.env` what the environment leaves unset (set variables win). */
export function readEnvFile(envFile = ".env") {
  if (existsSync(envFile)) process.loadEnvFile(envFile);
}

/** Parses the environment; an empty variable counts as unset. Throws one readable message. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ""));
  // Unset, SITE_URL follows PORT: the links in e-mails then reach this server.
  if (present.SITE_URL === undefined && /^\d{1,5}$/.test(present.PORT?.trim() ?? "")) {
    present.SITE_URL = `http://localhost:${Number(present.PORT)}`;
  }
  const result = ConfigSchema.safeParse(present);
  if (result.success) return result.data;
  const got = (name: string) => {
    const value = present[name];
    if (value === undefined) return "unset";
    // A secret is never echoed to the console or the deployment's log.
    return /SECRET|PRIVATE_KEY|TOKEN/.test(name) ? "got a value" : `got ${JSON.stringify(value)}`;
  };
  const lines = result.error.issues.map(
    (issue) => `  ${issue.path.join(".")}: ${issue.message} (${got(String(issue.path[0]))})`,
  );
  throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
}
