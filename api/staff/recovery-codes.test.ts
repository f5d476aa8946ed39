import { describe, expect, it } from "vitest";
import { newRecoveryCodes, RECOVERY_CODE_COUNT, recoveryCodeHash } from "./recovery-codes";

describe("recovery codes", () => {
  it("makes ten different codes of 16 characters in groups of four", () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes)
      expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/);
  });

  it("reads a code back as people type it: any case, without dashes, O for 0, I or L for 1", () => {
    const hash = recoveryCodeHash("0K1M-7QRT-XYZ2-AB34");
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(recoveryCodeHash("0k1m7qrtxyz2ab34")).toBe(hash);
    expect(recoveryCodeHash(" oKlM 7QRT xyz2 AB34 ")).toBe(hash);
    expect(recoveryCodeHash("0K1M-7QRT-XYZ2-AB35")).not.toBe(hash);
  });

  it("refuses what cannot be a code", () => {
    expect(recoveryCodeHash("123456")).toBeNull();
    expect(recoveryCodeHash("0K1M-7QRT-XYZ2-AB3U")).toBeNull();
    expect(recoveryCodeHash("0K1M-7QRT-XYZ2-AB34-5")).toBeNull();
  });
});
