import { describe, expect, it } from "vitest";
import { draftFeedback } from "./decision-feedback";

describe("the reviewers' summary draft", () => {
  it("gathers the notes per topic in the scorecard's order, without names or red flags", () => {
    const draft = draftFeedback([
      {
        "Market Size and Opportunity": "The serviceable market is small.",
        "Founders and Their Background": "Strong operators.\nTen years in logistics.",
        "Anomalies or Red Flags": "A share sale nobody explained.",
      },
      { "Founders and Their Background": "  ", "Market Size and Opportunity": "Crowded." },
    ]);
    expect(draft).toBe(
      [
        "Founders and Their Background",
        "- Strong operators. Ten years in logistics.",
        "",
        "Market Size and Opportunity",
        "- The serviceable market is small.",
        "- Crowded.",
      ].join("\n"),
    );
  });

  it("is empty without notes", () => {
    expect(draftFeedback([{}, { "Anomalies or Red Flags": "x" }])).toBe("");
  });
});
