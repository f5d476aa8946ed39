import type { App } from "../app";
import { totpCodeAt } from "../staff/totp";

/** The app's code for a secret as the page shows it (grouped by four), `stepsAhead` steps from now. */
export const codeFor = (secret: string, stepsAhead = 0) =>
  totpCodeAt(secret.replace(/\s/g, ""), Date.now() + stepsAhead * 30_000);

/**
 * Sets up an authenticator app for the signed-in person through the API, as the Account screen
 * does: answers the secret and the recovery codes shown once.
 */
export async function enrolTotp(app: App, headers: Record<string, string>) {
  const setup = await app.inject({
    method: "POST",
    url: "/api/account/totp/setup",
    headers,
    payload: {},
  });
  if (setup.statusCode !== 200) throw new Error(`setup failed: ${setup.body}`);
  const secret: string = setup.json().secret;
  const confirm = await app.inject({
    method: "POST",
    url: "/api/account/totp/confirm",
    headers,
    payload: { code: codeFor(secret) },
  });
  if (confirm.statusCode !== 200) throw new Error(`confirm failed: ${confirm.body}`);
  return { secret, recoveryCodes: confirm.json().recoveryCodes as string[] };
}
