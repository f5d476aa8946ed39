import type { AddressInfo } from "node:net";
import { createServer } from "node:net";
import { SMTPServer } from "smtp-server";

/** A port nothing listens on yet: taken from the OS, then released. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

export type ReceivedMail = { from: string; to: string[]; raw: string };

/**
 * A local SMTP server without TLS or authentication that keeps what it receives, on `port` (or
 * one the OS picks): the mail tests, the jobs' and the console's retry, and the e2e retry use it.
 */
export async function startSmtpServer(port = 0) {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const address = server.server.address() as AddressInfo;
  return {
    port: address.port,
    received,
    /** Every recipient so far, in the order the mails arrived. */
    recipients: () => received.flatMap((mail) => mail.to),
    close: () => new Promise<void>((resolve) => server.close(resolve)),
  };
}
