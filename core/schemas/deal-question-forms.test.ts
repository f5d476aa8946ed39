import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import {
  AnswerQuestionFormSchema,
  AskQuestionFormSchema,
  QuestionLimitFormSchema,
} from "./deal-questions";

/** A form's fields as the page posts them, its own (intent, form, ids) among them. */
const formData = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
};

describe("the deal's question forms", () => {
  it("take a firm's question on a part, without the page's own fields", () => {
    const asked = parseWithZod(
      formData({
        form: "question-memo",
        "target.kind": "memo",
        "target.section": "risks",
        question: " Which ministries? ",
      }),
      { schema: AskQuestionFormSchema },
    );
    expect(asked.status === "success" && asked.value).toEqual({
      target: { kind: "memo", section: "risks" },
      question: "Which ministries?",
    });
    const blank = parseWithZod(
      formData({ "target.kind": "deck", "target.page": "3", question: "" }),
      { schema: AskQuestionFormSchema },
    );
    expect(blank.status === "error" && blank.error).toEqual({ question: ["Write your question"] });
  });

  it("ask staff for the published wording only when the answer is published", () => {
    const fields = { intent: "answer-question", questionId: "q1", answer: "After 7 months." };
    const published = parseWithZod(
      formData({ ...fields, visibility: "published", publishedQuestion: "" }),
      { schema: AnswerQuestionFormSchema },
    );
    expect(published.status === "error" && published.error).toEqual({
      publishedQuestion: ["Write the question as every firm will read it"],
    });
    const private_ = parseWithZod(formData({ ...fields, visibility: "private" }), {
      schema: AnswerQuestionFormSchema,
    });
    expect(private_.status === "success" && private_.value).toEqual({
      answer: "After 7 months.",
      visibility: "private",
    });
  });

  it("read the limit as a whole number of questions", () => {
    const set = parseWithZod(formData({ intent: "question-limit", limit: "12" }), {
      schema: QuestionLimitFormSchema,
    });
    expect(set.status === "success" && set.value).toEqual({ limit: 12 });
    const words = parseWithZod(formData({ limit: "lots" }), { schema: QuestionLimitFormSchema });
    expect(words.status === "error" && words.error).toEqual({
      limit: ["Enter a whole number of questions"],
    });
  });
});
