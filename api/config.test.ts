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

  it("takes the Razorpay keys all together or not at all", () => {
    const load = () => loadConfig({ RAZORPAY_KEY_ID: "rzp_test_x", RAZORPAY_KEY_SECRET: "s" });
    expect(load).toThrow(
      /RAZORPAY_WEBHOOK_SECRET: must be set with RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET/,
    );
    const all = loadConfig({
      RAZORPAY_KEY_ID: "rzp_test_x",
      RAZORPAY_KEY_SECRET: "s",
      RAZORPAY_WEBHOOK_SECRET: "w",
    });
    expect(all.RAZORPAY_API_URL).toBe("https://api.razorpay.com");
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
