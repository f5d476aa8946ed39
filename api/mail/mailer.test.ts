import { eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { DatabaseHandle } from "../db/client";
import { mailOutbox } from "../db/schema/mail";
import { openTestDatabase } from "../test/database";
import { freePort, startSmtpServer } from "../test/smtp";
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
      smtpUrl: `smtp://127.0.0.1:${await freePort()}`,
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
