import type { AddressInfo } from "node:net";
import { createServer } from "node:net";
import { eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { DatabaseHandle } from "../db/client";
import { mailOutbox } from "../db/schema";
import { openTestDatabase } from "../test/database";
import { createMailer, type MailMessage } from "./mailer";

const fakeLog = () =>
  ({
    info: vi.fn(),
    warn: vi.fn(),
    error: vi.fn(),
    debug: vi.fn(),
  }) as unknown as FastifyBaseLogger & Record<"info" | "error", ReturnType<typeof vi.fn>>;

const message = (to: string): MailMessage => ({
  kind: "handbook-lead",
  to,
  subject: "Your Artificial Intelligence Handbook",
  text: "Download it here: http://localhost:3000/ebooks/ai-handbook.pdf",
});

type Received = { from: string; to: string[]; raw: string };

/** A local SMTP server without TLS or authentication that keeps what it receives. */
async function startSmtpServer() {
  const received: Received[] = [];
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
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return { received, port, close: () => new Promise<void>((resolve) => server.close(resolve)) };
}

/** A port on which nothing listens: taken from the OS, then released. */
async function closedPort() {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

describe("the mailer", () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());
  const rowFor = async (to: string) => {
    const rows = await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
    expect(rows).toHaveLength(1);
    return rows[0] as typeof mailOutbox.$inferSelect;
  };

  it("without SMTP_URL keeps the mail in the outbox and logs it", async () => {
    const log = fakeLog();
    const mailer = createMailer({ db: database.db, log, from: "Nakhla <hello@nakhla.example>" });
    await mailer.send(message("outbox@example.com"));
    await mailer.settled();
    expect(await rowFor("outbox@example.com")).toMatchObject({
      kind: "handbook-lead",
      subject: "Your Artificial Intelligence Handbook",
      text: expect.stringContaining("/ebooks/ai-handbook.pdf"),
      status: "outbox",
      error: null,
      sentAt: null,
    });
    expect(log.info).toHaveBeenCalledWith(
      expect.objectContaining({ to: "outbox@example.com" }),
      expect.stringContaining("outbox"),
    );
  });

  it("with SMTP_URL delivers the mail and marks the row sent", async () => {
    const smtp = await startSmtpServer();
    const mailer = createMailer({
      db: database.db,
      log: fakeLog(),
      from: "Nakhla Ventures <hello@nakhla.example>",
      smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
    });
    try {
      await mailer.send(message("reader@example.com"));
      await mailer.settled();
      expect(smtp.received).toHaveLength(1);
      const [mail] = smtp.received;
      expect(mail?.from).toBe("hello@nakhla.example");
      expect(mail?.to).toEqual(["reader@example.com"]);
      expect(mail?.raw).toContain("Subject: Your Artificial Intelligence Handbook");
      expect(mail?.raw).toContain("http://localhost:3000/ebooks/ai-handbook.pdf");
      const row = await rowFor("reader@example.com");
      expect(row).toMatchObject({ status: "sent", error: null });
      expect(row.sentAt).toBeInstanceOf(Date);
    } finally {
      mailer.close();
      await smtp.close();
    }
  });

  it("with an unreachable SMTP server marks the row failed with the error, and throws nothing", async () => {
    const log = fakeLog();
    const mailer = createMailer({
      db: database.db,
      log,
      from: "Nakhla Ventures <hello@nakhla.example>",
      smtpUrl: `smtp://127.0.0.1:${await closedPort()}`,
    });
    try {
      await expect(mailer.send(message("unlucky@example.com"))).resolves.toBeUndefined();
      await mailer.settled();
      const row = await rowFor("unlucky@example.com");
      expect(row.status).toBe("failed");
      expect(row.error).toMatch(/ECONNREFUSED/);
      expect(row.sentAt).toBeNull();
      expect(log.error).toHaveBeenCalled();
    } finally {
      mailer.close();
    }
  });

  it("keeps a delivered mail from being marked failed when recording the success fails", async () => {
    const smtp = await startSmtpServer();
    const log = fakeLog();
    // The database accepts the outbox row, then fails the status update once.
    let updates = 0;
    const flaky = new Proxy(database.db, {
      get(target, property, receiver) {
        if (property === "update" && updates++ === 0) {
          return () => ({
            set: () => ({ where: () => Promise.reject(new Error("connection reset")) }),
          });
        }
        return Reflect.get(target, property, receiver);
      },
    });
    const mailer = createMailer({
      db: flaky,
      log,
      from: "hello@nakhla.example",
      smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
    });
    try {
      await mailer.send(message("flaky@example.com"));
      await mailer.settled();
      expect(smtp.received).toHaveLength(1);
      expect((await rowFor("flaky@example.com")).status).not.toBe("failed");
      expect(log.error).toHaveBeenCalledWith(
        expect.objectContaining({ err: expect.any(Error) }),
        "mail sent, but the outbox row not updated",
      );
    } finally {
      mailer.close();
      await smtp.close();
    }
  });

  it("never throws, even when the outbox cannot be written", async () => {
    const log = fakeLog();
    const broken = {
      insert: () => {
        throw new Error("database is down");
      },
    } as unknown as DatabaseHandle["db"];
    const mailer = createMailer({ db: broken, log, from: "hello@nakhla.example" });
    await expect(mailer.send(message("lost@example.com"))).resolves.toBeUndefined();
    expect(log.error).toHaveBeenCalledWith(
      expect.objectContaining({ kind: "handbook-lead" }),
      "mail could not be written to the outbox",
    );
  });
});
