import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { SCORED_TOPICS } from "../scorecard";
import { ScorecardFormSchema, ScorecardWeightsFormSchema } from "./scorecard";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
};
const scorecard = (fields: Record<string, string>) =>
  parseWithZod(form(fields), { schema: ScorecardFormSchema });
const allScored = Object.fromEntries(SCORED_TOPICS.map((topic) => [`scores.${topic}`, "4"]));

describe("the console's scorecard form", () => {
  it("reads a draft's scores, written notes and flag as the API takes them", () => {
    const draft = scorecard({
      intent: "scorecard-draft",
      "scores.Founders and Their Background": "5",
      "notes.Founders and Their Background": "Two founders.",
      "notes.Market Size and Opportunity": "",
      redFlag: "on",
    });
    expect(draft.status).toBe("success");
    const value = draft.status === "success" ? draft.value : null;
    expect(value?.intent).toBe("scorecard-draft");
    expect(value?.scores["Founders and Their Background"]).toBe(5);
    expect(value?.notes["Founders and Their Background"]).toBe("Two founders.");
    expect(value?.notes["Market Size and Opportunity"]).toBeUndefined();
    expect(value?.redFlag).toBe(true);
  });

  it("keeps an empty draft, flag down", () => {
    const empty = scorecard({ intent: "scorecard-draft" });
    expect(empty.status === "success" && empty.value.redFlag).toBe(false);
  });

  it("asks for every score before a submit, under the first one missing", () => {
    const partial = scorecard({
      intent: "scorecard-submit",
      "scores.Founders and Their Background": "3",
    });
    expect(partial.status === "error" && partial.error).toEqual({
      "scores.Team Structure and Capabilities": [
        `Score every topic before submitting: ${SCORED_TOPICS.slice(1).join(", ")}`,
      ],
    });
    expect(scorecard({ intent: "scorecard-submit", ...allScored }).status).toBe("success");
    // A draft and an evaluation need no score.
    expect(scorecard({ intent: "evaluate" }).status).toBe("success");
  });

  it("refuses a score out of range", () => {
    const wrong = scorecard({
      intent: "scorecard-draft",
      "scores.Founders and Their Background": "7",
    });
    expect(wrong.status === "error" && wrong.error).toEqual({
      "scores.Founders and Their Background": ["A score is a whole number from 0 to 5"],
    });
  });
});

describe("the console's weights form", () => {
  const weights = (weight: (topic: string) => string) =>
    parseWithZod(
      form(Object.fromEntries(SCORED_TOPICS.map((topic) => [`weights.${topic}`, weight(topic)]))),
      { schema: ScorecardWeightsFormSchema },
    );

  it("reads every weight as a number", () => {
    const read = weights((topic) => (topic === "Market Size and Opportunity" ? "3" : "1"));
    expect(read.status === "success" && read.value.weights["Market Size and Opportunity"]).toBe(3);
  });

  it("says which weight is wrong, and when none carries weight", () => {
    const blank = weights((topic) => (topic === SCORED_TOPICS[1] ? "" : "1"));
    expect(blank.status === "error" && blank.error).toEqual({
      [`weights.${SCORED_TOPICS[1]}`]: ["A weight is a whole number from 0 to 10"],
    });
    const none = weights(() => "0");
    expect(none.status === "error" && none.error).toEqual({
      "": ["At least one topic must carry weight"],
    });
  });
});
