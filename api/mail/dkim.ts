import { createPublicKey } from "node:crypto";
import type { Config } from "../config";

// DKIM signing of every mail (docs/decisions/048-mail-authentication.md): nodemailer's dkim
// option with the firm's RSA key, read from the environment (DKIM_PRIVATE_KEY, checked in
// config.ts), never from the repository.

export type DkimSettings = { domainName: string; keySelector: string; privateKey: string };

/**
 * The headers signed: nodemailer's list (RFC 6376 §5.4) plus List-Unsubscribe-Post, which
 * RFC 8058 §4 requires in h= for a one-click unsubscribe, and nodemailer leaves out by default.
 */
export const DKIM_SIGNED_HEADERS = [
  "From",
  "Sender",
  "Reply-To",
  "Subject",
  "Date",
  "Message-ID",
  "To",
  "Cc",
  "MIME-Version",
  "Content-Type",
  "Content-Transfer-Encoding",
  "List-Id",
  "List-Unsubscribe",
  "List-Unsubscribe-Post",
].join(":");

/** nodemailer's `dkim` option. */
export const nodemailerDkim = (settings: DkimSettings) => ({
  ...settings,
  headerFieldNames: DKIM_SIGNED_HEADERS,
});

/** The public key's TXT record value: what receivers look up at <selector>._domainkey.<domain>. */
export function dkimRecordValue(privateKeyPem: string): string {
  const publicKey = createPublicKey(privateKeyPem).export({ type: "spki", format: "der" });
  return `v=DKIM1; k=rsa; p=${publicKey.toString("base64")}`;
}

/**
 * The whole DNS record in zone-file form: a TXT value longer than 255 characters is written as
 * several quoted strings, which DNS joins back into one.
 */
export function dkimDnsRecord({ domainName, keySelector, privateKey }: DkimSettings): string {
  const value = dkimRecordValue(privateKey);
  const strings = value.match(/.{1,250}/g) ?? [];
  return `${keySelector}._domainkey.${domainName}. IN TXT ( ${strings.map((s) => `"${s}"`).join(" ")} )`;
}

/** The domain of an address like `Nakhla Ventures <hello@nakhla.example>`. */
export function domainOfAddress(address: string): string {
  const match = /@([^\s<>@]+?)>?\s*$/.exec(address.trim());
  if (!match?.[1]) throw new Error(`no domain in ${JSON.stringify(address)}`);
  return match[1].toLowerCase();
}

/** The signing settings the configuration gives, or undefined when no key is set. */
export function dkimSettingsFrom(
  config: Pick<Config, "DKIM_PRIVATE_KEY" | "DKIM_SELECTOR" | "DKIM_DOMAIN" | "MAIL_FROM">,
): DkimSettings | undefined {
  if (!config.DKIM_PRIVATE_KEY) return undefined;
  return {
    domainName: config.DKIM_DOMAIN ?? domainOfAddress(config.MAIL_FROM),
    keySelector: config.DKIM_SELECTOR,
    privateKey: config.DKIM_PRIVATE_KEY,
  };
}
