import { Secret, TOTP } from "otpauth";

/**
 * The code an authenticator app shows for the secret as the Account screen or the API gives it,
 * `stepsAhead` 30-second steps from now (RFC 6238: SHA-1, 6 digits, 30 s).
 */
export const appCode = (secret: string, stepsAhead = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret.replace(/\s/g, "")) }).generate({
    timestamp: Date.now() + stepsAhead * 30_000,
  });
