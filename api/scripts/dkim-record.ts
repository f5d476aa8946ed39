// npm run dkim:record — prints the DNS record that publishes the firm's DKIM public key, made
// from DKIM_PRIVATE_KEY (the environment, or .env): the TXT record to add at
// <DKIM_SELECTOR>._domainkey.<domain> (docs/decisions/048-mail-authentication.md).
import { loadConfigFromEnvironment } from "../config";
import { dkimDnsRecord, dkimSettingsFrom } from "../mail/dkim";

const settings = dkimSettingsFrom(loadConfigFromEnvironment());
if (!settings) {
  console.error(
    "DKIM_PRIVATE_KEY is not set. Make a key with `openssl genrsa 2048 > dkim.pem`, keep it out of the repository, and set DKIM_PRIVATE_KEY to its text (or its base64).",
  );
  process.exit(1);
}
console.info(dkimDnsRecord(settings));
