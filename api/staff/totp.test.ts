import { describe, expect, it } from "vitest";
import { totpCodeAt, totpEnrolment, totpStepOf } from "./totp";

// RFC 6238, Appendix B: the SHA-1 seed "12345678901234567890" (ASCII), 30-second steps, T0 = 0.
const RFC_SEED_BASE32 = "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ";
const VECTORS = [
  { seconds: 59, code: "94287082" },
  { seconds: 1111111109, code: "07081804" },
  { seconds: 1111111111, code: "14050471" },
  { seconds: 1234567890, code: "89005924" },
  { seconds: 2000000000, code: "69279037" },
  { seconds: 20000000000, code: "65353130" },
];

describe("TOTP (RFC 6238)", () => {
  it("gives the RFC's 8-digit SHA-1 codes, and their last 6 digits as apps show them", () => {
    for (const { seconds, code } of VECTORS) {
      expect(totpCodeAt(RFC_SEED_BASE32, seconds * 1000, 8)).toBe(code);
      expect(totpCodeAt(RFC_SEED_BASE32, seconds * 1000)).toBe(code.slice(2));
    }
  });

  it("accepts the RFC's codes at their time with their 30-second step, and nothing else", () => {
    for (const { seconds, code } of VECTORS) {
      expect(totpStepOf(RFC_SEED_BASE32, code.slice(2), seconds * 1000)).toBe(
        Math.floor(seconds / 30),
      );
    }
    // 59 s is step 1: its code is still good one step later (clock drift), not two.
    expect(totpStepOf(RFC_SEED_BASE32, "287082", 89_000)).toBe(1);
    expect(totpStepOf(RFC_SEED_BASE32, "287082", 119_000)).toBeNull();
    expect(totpStepOf(RFC_SEED_BASE32, "287083", 59_000)).toBeNull();
  });

  it("puts the secret in an otpauth:// link and a QR code drawn here", async () => {
    const enrolment = await totpEnrolment(RFC_SEED_BASE32, "leena");
    expect(enrolment.uri).toBe(
      `otpauth://totp/Nakhla%20Ventures:leena?issuer=Nakhla%20Ventures&secret=${RFC_SEED_BASE32}&algorithm=SHA1&digits=6&period=30`,
    );
    expect(enrolment.secret).toBe("GEZD GNBV GY3T QOJQ GEZD GNBV GY3T QOJQ");
    expect(enrolment.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    const svg = Buffer.from(enrolment.qrCode.split(",")[1] ?? "", "base64").toString();
    expect(svg).toMatch(/^<svg [^>]*viewBox/);
    expect(svg).not.toMatch(/https?:\/\/(?!www\.w3\.org)/);
  });
});
