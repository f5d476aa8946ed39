import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";

/**
 * Seals a short secret for storage with AES-256-GCM under a key kept outside the database
 * (TOTP_SECRET_KEY): a copy of the database or of a backup alone does not give it away. Without a
 * key the value is stored as it is, marked so; a value sealed earlier then cannot be read, which is
 * an error of the deployment, not of the person signing in.
 */
export type SecretBox = { seal(plain: string): string; open(stored: string): string };

const SEALED = "v1";
const PLAIN = "plain";

export function secretBox(keyBase64: string | undefined): SecretBox {
  const key = keyBase64 ? Buffer.from(keyBase64, "base64") : null;
  return {
    seal(plain) {
      if (!key) return `${PLAIN}:${plain}`;
      const iv = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", key, iv);
      const sealed = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
      return [SEALED, iv, cipher.getAuthTag(), sealed]
        .map((part) => (typeof part === "string" ? part : part.toString("base64url")))
        .join(":");
    },
    open(stored) {
      const [version, ...parts] = stored.split(":");
      if (version === PLAIN) return parts.join(":");
      if (version !== SEALED || parts.length !== 3) throw new Error("unknown sealed secret format");
      if (!key) throw new Error("a secret is sealed but TOTP_SECRET_KEY is not set");
      const [iv, tag, sealed] = parts.map((part) => Buffer.from(part, "base64url")) as [
        Buffer,
        Buffer,
        Buffer,
      ];
      const decipher = createDecipheriv("aes-256-gcm", key, iv);
      decipher.setAuthTag(tag);
      return Buffer.concat([decipher.update(sealed), decipher.final()]).toString("utf8");
    },
  };
}
