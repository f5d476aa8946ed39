import { mkdir, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startSmtpServer } from "../api/test/smtp";
import { E2E_SMTP_PORT } from "./browser";

const LOCK = join(tmpdir(), `nakhla-e2e-smtp-${E2E_SMTP_PORT}.lock`);
/** A lock older than this was left by a run that died (no test holds the port this long). */
const STALE_MS = 3 * 60_000;

/**
 * Runs `use` while this test alone decides what listens on the e2e server's SMTP port: the specs
 * run two at a time, and one expects its mail to fail (nothing listening) while another reads its
 * mail from a server there. `listen` starts that server for the test (closed after).
 */
export async function holdingTheMailPort<T>(
  use: (mail: { listen: () => ReturnType<typeof startSmtpServer> }) => Promise<T>,
): Promise<T> {
  for (const deadline = Date.now() + 90_000; ; ) {
    try {
      await mkdir(LOCK);
      break;
    } catch {
      const age = await stat(LOCK).then(
        (lock) => Date.now() - lock.mtimeMs,
        () => 0,
      );
      if (age > STALE_MS) await rm(LOCK, { recursive: true, force: true });
      if (Date.now() > deadline) throw new Error(`the mail port stayed taken (${LOCK})`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  const servers: Awaited<ReturnType<typeof startSmtpServer>>[] = [];
  try {
    return await use({
      listen: async () => {
        const server = await startSmtpServer(E2E_SMTP_PORT);
        servers.push(server);
        return server;
      },
    });
  } finally {
    await Promise.all(servers.map((server) => server.close()));
    await rm(LOCK, { recursive: true, force: true });
  }
}

/**
 * The text of a received mail: headers dropped, quoted-printable undone (soft breaks, =XX), its
 * bytes read as UTF-8 (an Arabic mail's letters are two bytes each).
 */
export function mailText(raw: string): string {
  const body = raw.slice(raw.indexOf("\r\n\r\n") + 4).replace(/=\r?\n/g, "");
  const parts = body.split(/((?:=[0-9A-F]{2})+)/);
  return parts
    .map((part) =>
      /^(?:=[0-9A-F]{2})+$/.test(part)
        ? Buffer.from(part.replace(/=/g, ""), "hex").toString("utf8")
        : part,
    )
    .join("");
}

/**
 * The deal-room code in a received code mail, read from the sentence that holds it: "Your code is
 * 123456" in English, `هو <span dir="ltr">123456</span>` in the Arabic mail's HTML part (its text
 * part is base64). Never by its shape alone: a firm's test name may end in six digits of its own.
 * Empty when the mail has no code.
 */
export function dealCodeIn(raw: string): string {
  const text = mailText(raw);
  const found = /code is (\d{6})|هو <span dir="ltr">(\d{6})<\/span>/.exec(text);
  return found?.[1] ?? found?.[2] ?? "";
}
