import { Secret, TOTP } from "otpauth";
import QRCode from "qrcode";

/**
 * Time-based one-time passwords as every authenticator app makes them (RFC 6238 with its defaults:
 * HMAC-SHA-1, 6 digits, 30-second steps), through the otpauth library
 * (docs/decisions/025-second-factor.md).
 */
export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
const ISSUER = "Nakhla Ventures";
/** A code from the step before or after the server's is accepted too: phones' clocks drift. */
const DRIFT_STEPS = 1;

const totpOf = (secretBase32: string, label = "", digits = TOTP_DIGITS) =>
  new TOTP({
    issuer: ISSUER,
    label,
    algorithm: "SHA1",
    digits,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secretBase32),
  });

/** A new secret of 160 random bits (RFC 4226's recommended length), in base32 as apps take it. */
export const newTotpSecret = () => new Secret({ size: 20 }).base32;

/** The code of a secret at a time (ms since 1970). */
export const totpCodeAt = (secretBase32: string, timestamp: number, digits = TOTP_DIGITS) =>
  totpOf(secretBase32, "", digits).generate({ timestamp });

/**
 * The time step (30-second count since 1970) a code belongs to, if it is the secret's code for the
 * current step or one step either side; null when it is not. The caller refuses a step already used.
 */
export function totpStepOf(secretBase32: string, code: string, now = Date.now()): number | null {
  const delta = totpOf(secretBase32).validate({ token: code, timestamp: now, window: DRIFT_STEPS });
  if (delta === null) return null;
  return TOTP.counter({ period: TOTP_PERIOD_SECONDS, timestamp: now }) + delta;
}

/**
 * What an authenticator app needs to add the account: the otpauth:// link, the same as a QR code
 * (an SVG drawn here, as a data URL: no other host sees the secret, and the CSP allows data:
 * images), and the secret itself, grouped by four for typing by hand.
 */
export async function totpEnrolment(secretBase32: string, username: string) {
  const uri = totpOf(secretBase32, username).toString();
  const svg = await QRCode.toString(uri, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
  return {
    secret: secretBase32.match(/.{1,4}/g)?.join(" ") ?? secretBase32,
    uri,
    qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`,
  };
}
