import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

describe("loadConfig", () => {
  it("gives every setting its default", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      DATA_DIR: "./data",
      CORS_ORIGINS: [],
      SERVE_WEB: true,
    });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it("reads lists, numbers and booleans, and treats empty values as unset", () => {
    const config = loadConfig({
      PORT: "8080",
      CORS_ORIGINS: "https://a.example, https://b.example",
      TRUST_PROXY: "true",
      DATABASE_URL: "",
    });
    expect(config.PORT).toBe(8080);
    expect(config.CORS_ORIGINS).toEqual(["https://a.example", "https://b.example"]);
    expect(config.TRUST_PROXY).toBe(true);
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it("names each bad variable and its value in one message", () => {
    const load = () => loadConfig({ PORT: "eighty", DATABASE_URL: "mysql://x", SERVE_WEB: "yes" });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(/PORT: .* \(got "eighty"\)/);
    expect(load).toThrow(/DATABASE_URL: must start with postgres:\/\/ or postgresql:\/\//);
    expect(load).toThrow(/SERVE_WEB: .* \(got "yes"\)/);
  });

  it("runs payments in test mode by default, outside production", () => {
    const config = loadConfig({});
    expect(config.NODE_ENV).toBe("development");
    expect(config.PAYMENT_MODE).toBe("test");
    expect(loadConfig({ NODE_ENV: "test" }).PAYMENT_MODE).toBe("test");
  });

  it("refuses a production deployment in test mode unless PAYMENT_MODE=test says so", () => {
    const load = () => loadConfig({ NODE_ENV: "production" });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(/PAYMENT_MODE: must be set when NODE_ENV=production: razorpay .* or test/);
    expect(loadConfig({ NODE_ENV: "production", PAYMENT_MODE: "test" }).PAYMENT_MODE).toBe("test");
    expect(() => loadConfig({ PAYMENT_MODE: "free" })).toThrow(/PAYMENT_MODE: .* \(got "free"\)/);
  });

  it("keeps the test clock off unless asked, and refuses it where money or production is", () => {
    expect(loadConfig({}).TEST_CLOCK).toBe(false);
    expect(loadConfig({ TEST_CLOCK: "true" }).TEST_CLOCK).toBe(true);
    expect(() =>
      loadConfig({ NODE_ENV: "production", PAYMENT_MODE: "test", TEST_CLOCK: "true" }),
    ).toThrow(/TEST_CLOCK: must be false when NODE_ENV=production or PAYMENT_MODE=razorpay/);
    expect(() =>
      loadConfig({
        PAYMENT_MODE: "razorpay",
        RAZORPAY_KEY_ID: "rzp_test_x",
        RAZORPAY_KEY_SECRET: "key-secret-value",
        RAZORPAY_WEBHOOK_SECRET: "webhook-secret-value",
        TEST_CLOCK: "true",
      }),
    ).toThrow(/TEST_CLOCK: must be false/);
  });

  it("takes PAYMENT_MODE=razorpay with its three keys, and test mode without any", () => {
    const keys = {
      RAZORPAY_KEY_ID: "rzp_test_x",
      RAZORPAY_KEY_SECRET: "key-secret-value",
      RAZORPAY_WEBHOOK_SECRET: "webhook-secret-value",
    };
    const razorpay = loadConfig({ NODE_ENV: "production", PAYMENT_MODE: "razorpay", ...keys });
    expect(razorpay.PAYMENT_MODE).toBe("razorpay");
    expect(razorpay.RAZORPAY_API_URL).toBe("https://api.razorpay.com");

    const partial = () =>
      loadConfig({
        PAYMENT_MODE: "razorpay",
        RAZORPAY_KEY_ID: "rzp_test_x",
        RAZORPAY_KEY_SECRET: "s",
      });
    expect(partial).toThrow(
      /RAZORPAY_WEBHOOK_SECRET: must be set when PAYMENT_MODE=razorpay \(unset\)/,
    );

    // Test mode refuses keys instead of ignoring them, and never prints a secret.
    const mixed = () => loadConfig({ PAYMENT_MODE: "test", ...keys });
    expect(mixed).toThrow(/RAZORPAY_KEY_SECRET: must be empty when PAYMENT_MODE=test/);
    expect(mixed).not.toThrow(/key-secret-value|webhook-secret-value/);

    // Keys alone do not choose the mode.
    expect(() => loadConfig(keys)).toThrow(/PAYMENT_MODE: must be set: razorpay to take payments/);
  });
});

describe("SITE_URL", () => {
  it("follows PORT when unset, so the links in e-mails reach this server", () => {
    expect(loadConfig({}).SITE_URL).toBe("http://localhost:3000");
    expect(loadConfig({ PORT: "8080" }).SITE_URL).toBe("http://localhost:8080");
    expect(loadConfig({ PORT: "8080", SITE_URL: "" }).SITE_URL).toBe("http://localhost:8080");
    expect(loadConfig({ PORT: "8080", SITE_URL: "https://nakhla.example" }).SITE_URL).toBe(
      "https://nakhla.example",
    );
  });
});

describe("request timeouts", () => {
  it("default to 30 s for a request's headers and body and 2 min for a silent connection", () => {
    expect(loadConfig({})).toMatchObject({
      REQUEST_TIMEOUT_MS: 30_000,
      CONNECTION_TIMEOUT_MS: 120_000,
    });
    expect(() => loadConfig({ REQUEST_TIMEOUT_MS: "10" })).toThrow(/REQUEST_TIMEOUT_MS/);
  });
});

describe("second factor settings", () => {
  it("leave the authenticator app optional and its secrets unsealed by default", () => {
    const config = loadConfig({});
    expect(config.STAFF_REQUIRE_TOTP).toBe(false);
    expect(config.TOTP_SECRET_KEY).toBeUndefined();
    expect(loadConfig({ STAFF_REQUIRE_TOTP: "true" }).STAFF_REQUIRE_TOTP).toBe(true);
  });

  it("take a key of 32 bytes only, and never echo a wrong one", () => {
    const key = Buffer.alloc(32, 9).toString("base64");
    expect(loadConfig({ TOTP_SECRET_KEY: key }).TOTP_SECRET_KEY).toBe(key);
    const short = () => loadConfig({ TOTP_SECRET_KEY: "c2hvcnQta2V5" });
    expect(short).toThrow(/TOTP_SECRET_KEY: must be 32 random bytes in base64 .*\(got a value\)/);
    expect(short).not.toThrow(/c2hvcnQta2V5/);
  });
});

describe("pitch deck object storage (DECK_S3_*)", () => {
  const complete = {
    DECK_S3_BUCKET: "nakhla-decks",
    DECK_S3_REGION: "me-central-1",
    DECK_S3_ACCESS_KEY_ID: "AKIAEXAMPLEDECKS0001",
    DECK_S3_SECRET_ACCESS_KEY: "a-secret-never-echoed/0123456789",
  };

  it("is off by default: decks stay in the database", () => {
    const config = loadConfig({ DECK_S3_FORCE_PATH_STYLE: "false" });
    expect(config.DECK_S3_BUCKET).toBeUndefined();
    expect(config.DECK_S3_ENDPOINT).toBeUndefined();
  });

  it("takes the four settings, with an endpoint and path style for stores other than AWS", () => {
    const config = loadConfig({
      ...complete,
      DECK_S3_ENDPOINT: "http://minio.internal:9000",
      DECK_S3_FORCE_PATH_STYLE: "true",
    });
    expect(config).toMatchObject({
      ...complete,
      DECK_S3_ENDPOINT: "http://minio.internal:9000",
      DECK_S3_FORCE_PATH_STYLE: true,
    });
  });

  it("refuses half a configuration, naming what is missing and never echoing the secret", () => {
    const load = () =>
      loadConfig({
        DECK_S3_BUCKET: "nakhla-decks",
        DECK_S3_SECRET_ACCESS_KEY: complete.DECK_S3_SECRET_ACCESS_KEY,
      });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(
      /DECK_S3_REGION: must be set to keep pitch decks in object storage \(DECK_S3_BUCKET, DECK_S3_SECRET_ACCESS_KEY are set\); or leave every DECK_S3_ setting empty to keep them in the database \(unset\)/,
    );
    expect(load).toThrow(/DECK_S3_ACCESS_KEY_ID: must be set/);
    expect(load).not.toThrow(/DECK_S3_BUCKET:|DECK_S3_SECRET_ACCESS_KEY:/);
    // An endpoint alone is half a configuration too.
    expect(() => loadConfig({ DECK_S3_ENDPOINT: "http://minio.internal:9000" })).toThrow(
      /DECK_S3_BUCKET: must be set .*\(DECK_S3_ENDPOINT is set\)/,
    );
  });

  it("refuses a bad bucket name, endpoint or path-style flag", () => {
    const load = () =>
      loadConfig({
        ...complete,
        DECK_S3_BUCKET: "Nakhla_Decks",
        DECK_S3_ENDPOINT: "ftp://files.example",
        DECK_S3_FORCE_PATH_STYLE: "yes",
      });
    expect(load).toThrow(/DECK_S3_BUCKET: must be a bucket name.* \(got "Nakhla_Decks"\)/);
    expect(load).toThrow(/DECK_S3_ENDPOINT: must be an http:\/\/ or https:\/\/ address/);
    expect(load).toThrow(/DECK_S3_FORCE_PATH_STYLE: .* \(got "yes"\)/);
  });
});
