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
