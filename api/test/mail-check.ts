import { generateKeyPairSync } from "node:crypto";
import { dkimVerify } from "mailauth/lib/dkim/verify";
import { type ParsedMail, simpleParser } from "mailparser";
import { expect } from "vitest";
import { dkimRecordValue } from "../mail/dkim";

/** A DKIM key made for the test run: the same shape as the firm's (RSA 2048, PEM). */
export const TEST_DKIM_KEY = generateKeyPairSync("rsa", { modulusLength: 2048 })
  .privateKey.export({ type: "pkcs8", format: "pem" })
  .toString();
export const TEST_DKIM_SELECTOR = "test2026";
export const TEST_DKIM_DOMAIN = "nakhla.example";

/** The settings that make the app sign with the test key. */
export const DKIM_ENV = {
  DKIM_PRIVATE_KEY: TEST_DKIM_KEY,
  DKIM_SELECTOR: TEST_DKIM_SELECTOR,
};

/** The one DNS record a receiver would look up: the public key, from the private one. */
const resolver = async (name: string, type: string) => {
  if (type === "TXT" && name === `${TEST_DKIM_SELECTOR}._domainkey.${TEST_DKIM_DOMAIN}`) {
    return [[dkimRecordValue(TEST_DKIM_KEY)]];
  }
  throw Object.assign(new Error(`no ${type} record for ${name}`), { code: "ENOTFOUND" });
};

/** What a receiver's DKIM check says of the raw mail, against the test key's public record. */
export async function dkimOf(raw: string) {
  const result = await dkimVerify(Buffer.from(raw), { resolver });
  return result.results.map((signature) => ({
    status: signature.status.result,
    domain: signature.signingDomain,
    // The headers the signature covers (its h= tag), lower-cased.
    signed: String(signature.signingHeaders?.keys ?? "")
      .toLowerCase()
      .split(":")
      .map((key) => key.trim()),
  }));
}

/**
 * Parses a raw mail as a mail client would (mailparser) and checks what every mail must have: a
 * Date, a Message-ID on the firm's domain, one recipient, a text and an HTML part, a DKIM
 * signature that passes, and links to the site only (`siteUrl`) in both parts.
 */
export async function checkWellFormedMail(
  raw: string,
  { to, siteUrl }: { to: string; siteUrl: string },
): Promise<ParsedMail> {
  const mail = await simpleParser(raw);
  expect(mail.date).toBeInstanceOf(Date);
  expect(mail.messageId).toMatch(/^<[^@<>\s]+@nakhla\.example>$/);
  const recipients = [mail.to].flat().flatMap((address) => address?.value ?? []);
  expect(recipients.map((address) => address.address)).toEqual([to]);
  expect(mail.cc).toBeUndefined();
  expect(mail.bcc).toBeUndefined();
  expect(mail.text?.trim().length).toBeGreaterThan(20);
  expect(mail.html).toBeTypeOf("string");
  // Readable with images off: the HTML has its text, and no image it depends on.
  expect(mail.html as string).not.toMatch(/<img\b/i);
  for (const part of [mail.text ?? "", mail.html as string]) {
    for (const link of part.match(/https?:\/\/[^\s"'<>)\]]+/g) ?? []) {
      expect(link.startsWith(siteUrl), `${link} is not on ${siteUrl}`).toBe(true);
    }
  }
  const signatures = await dkimOf(raw);
  expect(signatures).toHaveLength(1);
  expect(signatures[0]).toMatchObject({ status: "pass", domain: TEST_DKIM_DOMAIN });
  return mail;
}
