import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { mailOutbox } from "./db/schema/mail";
import { anAdmin } from "./test/admin";
import { aContact } from "./test/factories";
import { useLoggedTestApp } from "./test/helpers";

// The app logs at "info", as in production, into lines this file reads.
describe("what the log holds", () => {
  const t = useLoggedTestApp();
  const { lines } = t;
  const logged = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);
  const linesSince = (start: number) => lines.slice(start).join("\n");

  it("logs a failed write without the visitor's name, e-mail or message", async () => {
    // The database refuses this one row: PostgreSQL's error quotes the whole row in its detail,
    // and drizzle's carries the query's parameters.
    await t.db.execute(sql`
      alter table contacts add constraint refuse_example
      check (email not like '%@refused.example')`);
    const contact = aContact({
      name: "Zainab Qureshi",
      email: "zainab.qureshi@refused.example",
      description: "Our clinic chain in Sharjah wants to talk about a pilot next spring.",
    });
    const start = lines.length;
    try {
      const response = await t.app.inject({
        method: "POST",
        url: "/api/contact",
        payload: contact,
      });
      expect(response.statusCode).toBe(500);
    } finally {
      await t.db.execute(sql`alter table contacts drop constraint refuse_example`);
    }
    const text = linesSince(start);
    const failure = logged().find((line) => line.msg === "request failed");
    expect(failure).toBeDefined();
    // What an operator needs is there: the statement, the constraint and PostgreSQL's code.
    expect(failure?.err).toMatchObject({
      query: expect.stringMatching(/^insert into "contacts" .* values \(default, \$1, \$2/),
      cause: { code: "23514", constraint: "refuse_example", table: "contacts" },
    });
    for (const personal of ["zainab", "Zainab", "Qureshi", "Sharjah", "clinic chain"]) {
      expect(text).not.toContain(personal);
    }
  });

  it("logs a failed sign-in with the username and the client's IP", async () => {
    const { username } = await anAdmin(t.db);
    const start = lines.length;
    const response = await t.app.inject({
      method: "POST",
      url: "/api/admin/login",
      remoteAddress: "203.0.113.9",
      payload: { username, password: "not the password at all" },
    });
    expect(response.statusCode).toBe(401);
    const failure = lines
      .slice(start)
      .map((line) => JSON.parse(line))
      .find((line) => line.msg === "failed admin sign-in");
    expect(failure).toMatchObject({ username, ip: "203.0.113.9" });
    expect(linesSince(start)).not.toContain("not the password at all");
    // A line a handler writes carries the request's id, as the request's own line does.
    expect(failure?.reqId).toBe(response.headers["x-request-id"]);
  });

  it("writes one line per request, with the same fields in the same order", async () => {
    const start = lines.length;
    const response = await t.app.inject({ method: "GET", url: "/api/health?verbose=1" });
    const written = lines.slice(start);
    expect(written).toHaveLength(1);
    const line = JSON.parse(written[0] ?? "{}") as Record<string, unknown>;
    expect(Object.keys(line)).toEqual([
      "level",
      "time",
      "pid",
      "hostname",
      "reqId",
      "method",
      "url",
      "statusCode",
      "ms",
      "msg",
    ]);
    expect(line).toMatchObject({
      level: 30,
      pid: process.pid,
      reqId: response.headers["x-request-id"],
      method: "GET",
      url: "/api/health?verbose=<redacted>",
      statusCode: 200,
      msg: "request completed",
    });
    expect(line.time).toBeTypeOf("number");
    expect(line.ms).toBeTypeOf("number");
    expect(written[0]).toMatch(
      /^\{"level":30,"time":\d+,"pid":\d+,"hostname":"[^"]*","reqId":"[^"]+","method":"GET",/,
    );
  });

  it("logs a request's path and query keys, not what was searched for", async () => {
    const start = lines.length;
    await t.app.inject({
      method: "GET",
      url: "/api/admin/contacts?q=zainab.qureshi%40refused.example&page=2",
    });
    const request = lines
      .slice(start)
      .map((line) => JSON.parse(line))
      .find((line) => line.msg === "request completed");
    expect(request).toMatchObject({
      url: "/api/admin/contacts?q=<redacted>&page=<redacted>",
      statusCode: 401,
    });
    expect(linesSince(start)).not.toContain("zainab");
  });

  it("never logs an invitation's token, from the invitation to its acceptance", async () => {
    const start = lines.length;
    const admin = await anAdmin(t.db);
    const { token: session } = (
      await t.app.inject({
        method: "POST",
        url: "/api/admin/login",
        payload: { username: admin.username, password: admin.password },
      })
    ).json();
    const email = "invited.colleague@example.com";
    await t.app.inject({
      method: "POST",
      url: "/api/admin/staff/invitations",
      headers: { authorization: `Bearer ${session}` },
      payload: { email, role: "reviewer" },
    });
    const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    const token = mail?.text.match(/#(\S+)/)?.[1] ?? "";
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    await t.app.inject({
      method: "POST",
      url: "/api/staff-invitations/details",
      payload: { token },
    });
    const accepted = await t.app.inject({
      method: "POST",
      url: "/api/staff-invitations/accept",
      payload: { token, name: "Invited Colleague", password: "short" },
    });
    expect(accepted.statusCode).toBe(400);
    await t.app.inject({
      method: "POST",
      url: "/api/staff-invitations/accept",
      payload: { token, name: "Invited Colleague", password: "a long enough passphrase" },
    });
    const logged = linesSince(start);
    expect(logged).toContain("mail kept in the outbox");
    expect(logged).not.toContain(token);
  });
});
