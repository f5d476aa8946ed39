import { z } from "zod";

const bool = z.enum(["true", "false"]).transform((value) => value === "true");
const list = z.string().transform((value) =>
  value
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean),
);

/** Every setting of the server, read from the environment once at start-up. See .env.example. */
export const ConfigSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
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
    /** The site's public origin, for links in e-mails; unset, http://localhost:PORT (loadConfig). */
    SITE_URL: z.url().default("http://localhost:3000"),
    /** smtp://user:pass@host:587 or smtps://…; unset: mails stay in the mail_outbox table, logged. */
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, "must start with smtp:// or smtps://")
      .optional(),
    MAIL_FROM: z.string().min(3).default("Nakhla Ventures <hello@nakhla.example>"),
    /** Razorpay keys: all three set switch payments from the test checkout to Razorpay. */
    RAZORPAY_KEY_ID: z.string().min(1).optional(),
    RAZORPAY_KEY_SECRET: z.string().min(1).optional(),
    RAZORPAY_WEBHOOK_SECRET: z.string().min(1).optional(),
    /** Razorpay's API origin; tests point it at a local fake. */
    RAZORPAY_API_URL: z.url().default("https://api.razorpay.com"),
    /** Signs the test checkout's payments and webhooks when no Razorpay keys are set. */
    PAYMENT_TEST_SECRET: z.string().min(16).optional(),
    /** Minutes an unpaid order holds its price and its coupon's use before it expires. */
    ORDER_LIFETIME_MINUTES: z.coerce.number().int().min(5).max(10_080).default(120),
  })
  .superRefine((config, context) => {
    const razorpay = ["RAZORPAY_KEY_ID", "RAZORPAY_KEY_SECRET", "RAZORPAY_WEBHOOK_SECRET"] as const;
    const set = razorpay.filter((name) => config[name] !== undefined);
    if (set.length > 0 && set.length < razorpay.length) {
      for (const name of razorpay.filter((name) => config[name] === undefined)) {
        context.addIssue({
          code: "custom",
          path: [name],
          message: `must be set with ${set.join(" and ")}`,
        });
      }
    }
  });
export type Config = z.infer<typeof ConfigSchema>;

export class ConfigError extends Error {}

/** Parses the environment; an empty variable counts as unset. Throws one readable message. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ""));
  // Unset, SITE_URL follows PORT: the links in e-mails then reach this server.
  if (present.SITE_URL === undefined && /^\d{1,5}$/.test(present.PORT?.trim() ?? "")) {
    present.SITE_URL = `http://localhost:${Number(present.PORT)}`;
  }
  const result = ConfigSchema.safeParse(present);
  if (result.success) return result.data;
  const lines = result.error.issues.map(
    (issue) =>
      `  ${issue.path.join(".")}: ${issue.message} (got ${JSON.stringify(env[String(issue.path[0])])})`,
  );
  throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
}
