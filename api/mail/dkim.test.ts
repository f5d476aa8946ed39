import { createPublicKey, generateKeyPairSync } from "node:crypto";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../config";
import { TEST_DKIM_KEY } from "../test/mail-check";
import { dkimDnsRecord, dkimRecordValue, dkimSettingsFrom, domainOfAddress } from "./dkim";

describe("the DKIM key and its DNS record", () => {
  it("publishes the key's own public half, in strings DNS accepts", () => {
    const settings = {
      domainName: "nakhla.example",
      keySelector: "s2026",
      privateKey: TEST_DKIM_KEY,
    };
    const record = dkimDnsRecord(settings);
    expect(record).toMatch(/^s2026\._domainkey\.nakhla\.example\. IN TXT \( "v=DKIM1; k=rsa; p=/);
    const strings = [...record.matchAll(/"([^"]*)"/g)].map((match) => match[1] ?? "");
    for (const part of strings) expect(part.length).toBeLessThanOrEqual(255);
    const value = strings.join("");
    expect(value).toBe(dkimRecordValue(TEST_DKIM_KEY));
    const published = createPublicKey({
      key: Buffer.from(value.replace(/^.*p=/, ""), "base64"),
      format: "der",
      type: "spki",
    });
    expect(published.export({ type: "spki", format: "pem" })).toBe(
      createPublicKey(TEST_DKIM_KEY).export({ type: "spki", format: "pem" }),
    );
  });

  it("reads the key as PEM, PEM with \\n written out, or base64, and signs for MAIL_FROM's domain", () => {
    const oneLine = TEST_DKIM_KEY.replaceAll("\n", "\\n");
    const base64 = Buffer.from(TEST_DKIM_KEY).toString("base64");
    for (const given of [TEST_DKIM_KEY, oneLine, base64]) {
      const config = loadConfig({
        DKIM_PRIVATE_KEY: given,
        MAIL_FROM: "News <letter@Mail.Nakhla.example>",
      });
      expect(dkimSettingsFrom(config)).toEqual({
        domainName: "mail.nakhla.example",
        keySelector: "nakhla",
        privateKey: TEST_DKIM_KEY,
      });
    }
    expect(dkimSettingsFrom(loadConfig({}))).toBeUndefined();
    expect(domainOfAddress("hello@nakhla.example")).toBe("nakhla.example");
  });

  it("refuses a key that is not an RSA private key, without printing it", () => {
    const ed25519 = generateKeyPairSync("ed25519")
      .privateKey.export({ type: "pkcs8", format: "pem" })
      .toString();
    for (const [value, message] of [
      ["not a key at all", "is not a PEM private key (nor one in base64)"],
      [ed25519, "must be an RSA key (rsa-sha256)"],
    ] as const) {
      const load = () => loadConfig({ DKIM_PRIVATE_KEY: value });
      expect(load).toThrow(ConfigError);
      expect(load).toThrow(`DKIM_PRIVATE_KEY: ${message} (got a value)`);
    }
  });
});
