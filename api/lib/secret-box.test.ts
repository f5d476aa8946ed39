import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { secretBox } from "./secret-box";

const key = randomBytes(32).toString("base64");

describe("secret box", () => {
  it("seals with the key so the stored value does not show the secret, and opens it again", () => {
    const box = secretBox(key);
    const sealed = box.seal("JBSWY3DPEHPK3PXP");
    expect(sealed).not.toContain("JBSWY3DPEHPK3PXP");
    expect(sealed).toMatch(/^v1:/);
    expect(box.seal("JBSWY3DPEHPK3PXP")).not.toBe(sealed);
    expect(box.open(sealed)).toBe("JBSWY3DPEHPK3PXP");
  });

  it("cannot open with another key, nor once the stored value was changed", () => {
    const sealed = secretBox(key).seal("JBSWY3DPEHPK3PXP");
    expect(() => secretBox(randomBytes(32).toString("base64")).open(sealed)).toThrow();
    const [version, iv, tag, body = ""] = sealed.split(":");
    const flipped = `${body.startsWith("A") ? "B" : "A"}${body.slice(1)}`;
    expect(() => secretBox(key).open([version, iv, tag, flipped].join(":"))).toThrow();
    expect(() => secretBox(undefined).open(sealed)).toThrow(/TOTP_SECRET_KEY/);
  });

  it("without a key stores the secret marked as unsealed, still readable once a key is set", () => {
    const stored = secretBox(undefined).seal("JBSWY3DPEHPK3PXP");
    expect(stored).toBe("plain:JBSWY3DPEHPK3PXP");
    expect(secretBox(key).open(stored)).toBe("JBSWY3DPEHPK3PXP");
  });
});
