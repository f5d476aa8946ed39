import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { mailOutbox } from "../../db/schema/mail";
import { loginAsAdmin } from "../../test/admin";
import { useTestApp } from "../../test/helpers";

const SITE_URL = "https://nakhla.example";
const draft = {
  subject: "Cohort news",
  body: "## Applications open\n\nSee [the cohort](/application). <script>alert(1)</script>",
  interests: ["Cohorts"],
  ratePerMinute: 600,
};

describe("newsletters in the console (admins)", () => {
  const t = useTestApp({ SITE_URL, SMTP_URL: "smtp://127.0.0.1:1" });
  let headers: Record<string, string>;
  const call = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    headers = (await loginAsAdmin(t.app, t.db)).headers;
    await t.db.execute(sql`
      insert into subscribers (email, status, interests) values
        ('cohorts@example.com', 'Subscribed', '{Cohorts}'),
        ('ai@example.com', 'Subscribed', '{"AI at work"}'),
        ('pending@example.com', 'Pending confirmation', '{Cohorts}')`);
  });

  it("previews both parts live, escaping HTML and listing links off the site", async () => {
    const preview = await call("POST", "/api/admin/newsletters/preview", {
      subject: "Cohort news",
      body: `${draft.body}\n\n[elsewhere](https://example.org/x) ![](/logo.png)`,
    });
    expect(preview.statusCode).toBe(200);
    const { html, text, problems } = preview.json();
    expect(html).toMatch(/<h2[^>]*>Applications open<\/h2>/);
    expect(html).toContain('href="https://nakhla.example/application"');
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).not.toContain("<script>");
    expect(text).toContain("Applications open");
    expect(text).toContain("the cohort [https://nakhla.example/application]");
    expect(text).toContain("Unsubscribe in one click: https://nakhla.example/unsubscribe?token=");
    expect(problems).toEqual([
      "The link to https://example.org/x leaves the site: links may only lead to https://nakhla.example.",
      "The image /logo.png needs a description (its alt text), read when images are off.",
    ]);
  });

  it("saves a draft with its audience size, edits it, and refuses bad fields with a message", async () => {
    const created = await call("POST", "/api/admin/newsletters", draft);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      subject: "Cohort news",
      status: "Draft",
      interests: ["Cohorts"],
      audienceSize: 1,
      counts: { queued: 0, sent: 0, failed: 0, skipped: 0, unsubscribedAfter: 0 },
    });
    const id = created.json()._id;
    const everyone = await call("PUT", `/api/admin/newsletters/${id}`, { ...draft, interests: [] });
    expect(everyone.json().audienceSize).toBe(2);
    for (const [change, message] of [
      [{ ratePerMinute: 0 }, "RatePerMinute: At least 1 mail per minute"],
      [{ ratePerMinute: 1.5 }, "RatePerMinute: Enter a whole number of mails per minute"],
      [{ subject: "" }, "Subject: This field is required"],
      [{ interests: ["Gardening"] }, "Interests: Unknown interest"],
    ] as const) {
      const refused = await call("PUT", `/api/admin/newsletters/${id}`, { ...draft, ...change });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(message);
    }
  });

  it("sends a test to the admin through the outbox, marked [Test]", async () => {
    const id = (await call("POST", "/api/admin/newsletters", draft)).json()._id;
    const sent = await call("POST", `/api/admin/newsletters/${id}/test`, {
      to: "me@nakhla.example",
    });
    expect(sent.statusCode).toBe(202);
    expect(sent.json()).toEqual({ message: "Test sent to me@nakhla.example" });
    const [mail] = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, "me@nakhla.example"));
    expect(mail).toMatchObject({ kind: "newsletter-test", subject: "[Test] Cohort news" });
    expect(mail?.listUnsubscribe).toMatch(/^https:\/\/nakhla\.example\/unsubscribe\?token=/);
    expect(mail?.html).toContain("Applications open");
  });

  it("schedules, unschedules and refuses what cannot be sent", async () => {
    const id = (await call("POST", "/api/admin/newsletters", draft)).json()._id;
    const past = await call("POST", `/api/admin/newsletters/${id}/send`, {
      scheduledAt: "2020-01-01T10:00:00+04:00",
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toBe("Choose a time in the future, or send it now.");
    const scheduled = await call("POST", `/api/admin/newsletters/${id}/send`, {
      scheduledAt: "2099-01-01T10:00:00+04:00",
    });
    expect(scheduled.json()).toMatchObject({
      status: "Scheduled",
      scheduledAt: "2099-01-01T06:00:00.000Z",
    });
    const edit = await call("PUT", `/api/admin/newsletters/${id}`, draft);
    expect(edit.statusCode).toBe(409);
    expect(edit.json().message).toBe(
      "Only a draft can be changed: this newsletter is scheduled or sent.",
    );
    const back = await call("POST", `/api/admin/newsletters/${id}/unschedule`);
    expect(back.json()).toMatchObject({ status: "Draft", scheduledAt: null });
    const offSite = await call("PUT", `/api/admin/newsletters/${id}`, {
      ...draft,
      body: "[x](https://example.org)",
    });
    expect(offSite.statusCode).toBe(200);
    const refused = await call("POST", `/api/admin/newsletters/${id}/send`, { scheduledAt: null });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/leaves the site/);
    const nobody = (
      await call("POST", "/api/admin/newsletters", { ...draft, interests: ["Building a startup"] })
    ).json()._id;
    const empty = await call("POST", `/api/admin/newsletters/${nobody}/send`, {
      scheduledAt: null,
    });
    expect(empty.statusCode).toBe(409);
    expect(empty.json().message).toBe(
      "Nobody is subscribed with these interests: there is no one to send it to.",
    );
    expect((await call("DELETE", `/api/admin/newsletters/${nobody}`)).statusCode).toBe(200);
    expect((await call("GET", `/api/admin/newsletters/${nobody}`)).statusCode).toBe(404);
  });
});

describe("newsletters without SMTP", () => {
  const t = useTestApp({ SITE_URL });
  it("refuses to send, saying why", async () => {
    const { headers } = await loginAsAdmin(t.app, t.db);
    await t.db.execute(
      sql`insert into subscribers (email, status) values ('a@example.com', 'Subscribed')`,
    );
    const id = (
      await t.app.inject({
        method: "POST",
        url: "/api/admin/newsletters",
        headers,
        payload: { ...draft, interests: [] },
      })
    ).json()._id;
    const response = await t.app.inject({
      method: "POST",
      url: `/api/admin/newsletters/${id}/send`,
      headers,
      payload: { scheduledAt: null },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/SMTP_URL is not set/);
  });
});
