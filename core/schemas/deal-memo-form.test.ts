import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { memoFormSchema } from "./deal-memo";

/** The console's memo form as it posts: the draft's, or the next version's. */
const posted = (fields: Record<string, string>, nextVersion = false) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return parseWithZod(form, { schema: memoFormSchema({ nextVersion }) });
};
const DRAFT = {
  intent: "memo-save",
  summary: "Card payments for Gulf cafés.",
  risks: "",
  proposedTerms: "",
  roundSize: "1,000,000",
  roundCurrency: "USD",
};

describe("the console's memo form", () => {
  it("reads the round size as typed, and keeps blank parts blank", () => {
    const memo = posted(DRAFT);
    expect(memo.status === "success" && memo.value).toEqual({
      summary: "Card payments for Gulf cafés.",
      risks: "",
      proposedTerms: "",
      roundSize: 1_000_000,
      roundCurrency: "USD",
      changeNote: "",
    });
    const noRound = posted({ ...DRAFT, roundSize: "" });
    expect(noRound.status === "success" && noRound.value).toMatchObject({ roundSize: null });
  });

  it("says what is wrong with the round size", () => {
    const memo = posted({ ...DRAFT, roundSize: "abc" });
    expect(memo.status === "error" && memo.error).toEqual({ roundSize: ["Enter a whole amount"] });
  });

  it("asks what changed only of a version after a shared one", () => {
    const next = posted({ ...DRAFT, intent: "memo-version" }, true);
    expect(next.status === "error" && next.error).toEqual({
      changeNote: ["Say what changed in this version"],
    });
    const said = posted({ ...DRAFT, changeNote: "Round size agreed." }, true);
    expect(said.status === "success" && said.value).toMatchObject({
      changeNote: "Round size agreed.",
    });
  });
});
