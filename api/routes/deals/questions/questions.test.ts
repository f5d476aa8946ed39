import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { dealQuestions } from "../../../db/schema/deal-questions";
import { loginAsAdmin } from "../../../test/admin";
import { aSharedDeal, dealViewerCookie } from "../../../test/deal-viewers";
import { useTestApp } from "../../../test/helpers";

describe("questions on a shared deal", () => {
  const t = useTestApp({ SITE_URL: "https://nakhla.example" });
  let admin: Record<string, string>;
  let deal: Awaited<ReturnType<typeof aSharedDeal>>;
  const cookies: Record<string, string> = {};

  const staff = (method: "GET" | "POST" | "PUT", url: string, payload?: object) =>
    t.app.inject({ method, url, headers: admin, ...(payload ? { payload } : {}) });
  const viewer = (key: string, method: "GET" | "POST", url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: { cookie: cookies[key] ?? "" },
      ...(payload ? { payload } : {}),
    });
  const ask = (
    key: string,
    question: string,
    target: object = { kind: "memo", section: "risks" },
  ) => viewer(key, "POST", "/api/deal-room/questions", { target, question });
  const staffQuestions = async () =>
    (await staff("GET", `/api/admin/applications/${deal.applicationId}/questions`)).json();

  beforeAll(async () => {
    admin = (await loginAsAdmin(t.app, t.db)).headers;
    deal = await aSharedDeal(t.app, t.db, admin, ["alpha", "beta"]);
    cookies.alpha = await dealViewerCookie(t.app, t.db, deal.emailOf("alpha"));
    cookies.beta = await dealViewerCookie(t.app, t.db, deal.emailOf("beta"));
  });

  it("takes a question on a section of the memo, and says how many are left", async () => {
    const asked = await ask("alpha", "How do card-scheme fees move with volume?");
    expect(asked.statusCode).toBe(201);
    expect(asked.json()).toEqual({
      message:
        "Your question is with Nakhla Ventures. 9 questions are left for your firm on this deal.",
      left: 9,
    });
    const room = (await viewer("alpha", "GET", "/api/deal-room/questions")).json();
    expect(room).toEqual({
      limit: 10,
      left: 9,
      mine: [
        expect.objectContaining({
          target: { kind: "memo", section: "risks" },
          question: "How do card-scheme fees move with volume?",
          askedBy: "alpha person",
          answer: null,
          published: false,
        }),
      ],
      published: [],
    });
  });

  it("takes a question on a page of the deck", async () => {
    const asked = await ask("alpha", "What is the churn on page 3?", { kind: "deck", page: 3 });
    expect(asked.statusCode).toBe(201);
    const { questions } = await staffQuestions();
    expect(questions.map((q: { target: object }) => q.target)).toEqual([
      { kind: "memo", section: "risks" },
      { kind: "deck", page: 3 },
    ]);
  });

  it("refuses a question with no text, an unknown part or no terms accepted, with a message", async () => {
    const empty = await ask("alpha", "   ");
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain("Write your question");
    const unknown = await ask("alpha", "Why?", { kind: "memo", section: "secrets" });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain("Choose a part of the memo");
    const page0 = await ask("alpha", "Why?", { kind: "deck", page: 0 });
    expect(page0.statusCode).toBe(400);
    expect(page0.json().message).toContain("Enter the deck's page number");

    const other = await aSharedDeal(t.app, t.db, admin, ["gamma"]);
    const unaccepted = await dealViewerCookie(t.app, t.db, other.emailOf("gamma"), {
      acceptTerms: false,
    });
    const before = await t.app.inject({
      method: "POST",
      url: "/api/deal-room/questions",
      headers: { cookie: unaccepted },
      payload: { target: { kind: "memo", section: "summary" }, question: "Early?" },
    });
    expect(before.statusCode).toBe(403);
    expect(before.json()).toEqual({
      message: "Accept the confidentiality terms to open the deal.",
    });
    const nobody = await t.app.inject({ method: "GET", url: "/api/deal-room/questions" });
    expect(nobody.statusCode).toBe(403);
  });

  it("shows staff every firm's questions with who asked them", async () => {
    const { limit, questions } = await staffQuestions();
    expect(limit).toBe(10);
    expect(questions[0]).toEqual(
      expect.objectContaining({
        firmName: deal.firmName("alpha"),
        askedBy: "alpha person",
        askedByEmail: deal.emailOf("alpha"),
        question: "How do card-scheme fees move with volume?",
        answer: null,
        visibility: null,
      }),
    );
  });

  it("never shows a firm another firm's unpublished questions", async () => {
    const room = (await viewer("beta", "GET", "/api/deal-room/questions")).json();
    expect(room.mine).toEqual([]);
    expect(room.published).toEqual([]);
    expect(JSON.stringify(room)).not.toContain("card-scheme");
  });

  it("answers privately: only the asking firm reads the answer", async () => {
    const { questions } = await staffQuestions();
    const id = questions[1]._id;
    const answered = await staff("POST", `/api/admin/deal-questions/${id}/answer`, {
      answer: "Monthly churn is 2%.",
      visibility: "private",
    });
    expect(answered.statusCode).toBe(200);
    expect(answered.json()).toEqual({ message: `Answered to ${deal.firmName("alpha")} only.` });
    const alpha = (await viewer("alpha", "GET", "/api/deal-room/questions")).json();
    expect(alpha.mine[1]).toEqual(
      expect.objectContaining({ answer: "Monthly churn is 2%.", published: false }),
    );
    const beta = (await viewer("beta", "GET", "/api/deal-room/questions")).json();
    expect(JSON.stringify(beta)).not.toContain("churn");
  });

  it("publishes an answer to every firm without who asked, in the wording staff chose", async () => {
    const { questions } = await staffQuestions();
    const id = questions[0]._id;
    // Wording that names the asking firm or its person is refused, and nothing is saved.
    for (const named of [deal.firmName("alpha"), "alpha person", `${deal.emailOf("alpha")}`]) {
      const refused = await staff("POST", `/api/admin/deal-questions/${id}/answer`, {
        answer: "They fall.",
        visibility: "published",
        publishedQuestion: `${named} asks: how do fees move?`,
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toContain("says who asked");
    }
    const unnamed = await staff("POST", `/api/admin/deal-questions/${id}/answer`, {
      answer: "They fall.",
      visibility: "published",
    });
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json().message).toContain("Write the question as every firm will read it");
    const [row] = await t.db.select().from(dealQuestions).where(eq(dealQuestions.id, id));
    expect(row?.answer).toBeNull();

    const published = await staff("POST", `/api/admin/deal-questions/${id}/answer`, {
      answer: "Fees fall from 2.1% to 1.6% above AED 5M a month.",
      visibility: "published",
      publishedQuestion: "How do the card-scheme fees change as volume grows?",
    });
    expect(published.statusCode).toBe(200);
    expect(published.json()).toEqual({
      message: "Answered and published to every firm on this deal, without who asked.",
    });
    const beta = await viewer("beta", "GET", "/api/deal-room/questions");
    expect(beta.json().published).toEqual([
      {
        _id: id,
        target: { kind: "memo", section: "risks" },
        question: "How do the card-scheme fees change as volume grows?",
        answer: "Fees fall from 2.1% to 1.6% above AED 5M a month.",
        answeredAt: expect.any(String),
      },
    ]);
    // Nothing of the asking firm: its name, its person, its address or its domain.
    for (const trace of [deal.firmName("alpha"), "alpha person", "alpha", "How do card-scheme"]) {
      expect(beta.body.toLowerCase()).not.toContain(trace.toLowerCase());
    }
    const alpha = (await viewer("alpha", "GET", "/api/deal-room/questions")).json();
    expect(alpha.mine[0]).toEqual(
      expect.objectContaining({
        question: "How do card-scheme fees move with volume?",
        answer: "Fees fall from 2.1% to 1.6% above AED 5M a month.",
        published: true,
      }),
    );
    expect(alpha.published).toEqual([]);
  });

  it("keeps another deal's published questions out of this deal's room", async () => {
    const other = await aSharedDeal(t.app, t.db, admin, ["delta"]);
    const cookie = await dealViewerCookie(t.app, t.db, other.emailOf("delta"));
    const room = await t.app.inject({
      method: "GET",
      url: "/api/deal-room/questions",
      headers: { cookie },
    });
    expect(room.json()).toEqual({ limit: 10, left: 10, mine: [], published: [] });
  });

  it("holds each firm to the limit the admin sets, with a clear refusal", async () => {
    const limited = await aSharedDeal(t.app, t.db, admin, ["epsilon", "zeta"]);
    const epsilon = await dealViewerCookie(t.app, t.db, limited.emailOf("epsilon"));
    const zeta = await dealViewerCookie(t.app, t.db, limited.emailOf("zeta"));
    const askAs = (cookie: string, question: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/deal-room/questions",
        headers: { cookie },
        payload: { target: { kind: "memo", section: "summary" }, question },
      });
    const bad = await staff(
      "PUT",
      `/api/admin/applications/${limited.applicationId}/question-limit`,
      {
        limit: 101,
      },
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain("At most 100 questions");
    const set = await staff(
      "PUT",
      `/api/admin/applications/${limited.applicationId}/question-limit`,
      {
        limit: 2,
      },
    );
    expect(set.json()).toEqual({ message: "Each firm may now ask 2 questions on this deal." });
    expect((await askAs(epsilon, "One?")).json().left).toBe(1);
    expect((await askAs(epsilon, "Two?")).json()).toEqual({
      message:
        "Your question is with Nakhla Ventures. 0 questions are left for your firm on this deal.",
      left: 0,
    });
    const over = await askAs(epsilon, "Three?");
    expect(over.statusCode).toBe(409);
    expect(over.json()).toEqual({
      message:
        "Your firm has asked its 2 questions on this deal, the most it may ask. Write to the person who shared it with you for more.",
    });
    // The limit is per firm: another firm on the deal still has its own.
    expect((await askAs(zeta, "Mine?")).statusCode).toBe(201);
    const room = await t.app.inject({
      method: "GET",
      url: "/api/deal-room/questions",
      headers: { cookie: epsilon },
    });
    expect(room.json()).toEqual(expect.objectContaining({ limit: 2, left: 0 }));
    await staff("PUT", `/api/admin/applications/${limited.applicationId}/question-limit`, {
      limit: 0,
    });
    const closed = await askAs(zeta, "More?");
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toBe(
      "Questions are closed on this deal. Write to the person who shared it with you.",
    );
  });

  it("answers 404 for a question or application that does not exist", async () => {
    const missing = await staff("POST", "/api/admin/deal-questions/not-an-id/answer", {
      answer: "x",
      visibility: "private",
    });
    expect(missing.statusCode).toBe(404);
    const none = await staff(
      "GET",
      "/api/admin/applications/00000000-0000-4000-8000-000000000000/questions",
    );
    expect(none.statusCode).toBe(404);
  });
});
