import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { ShareFormSchema } from "./deal-sharing";

const FIRM_A = "3e78c947-babc-49a8-97ed-4e4b8d1de3ab";
const FIRM_B = "81b014e9-844d-4d26-b10a-f1384814beb6";

/** The console's share form as it posts: a value per ticked firm, the days, the deck's box. */
const posted = (fields: [string, string][]) => {
  const form = new FormData();
  for (const [name, value] of fields) form.append(name, value);
  return parseWithZod(form, { schema: ShareFormSchema });
};

describe("the console's share form", () => {
  it("reads one ticked firm or several, the days and the deck's box", () => {
    const one = posted([
      ["intent", "share"],
      ["firmIds", FIRM_A],
      ["expiresInDays", "10"],
      ["respondInBusinessDays", "5"],
      ["deckDownload", "on"],
    ]);
    expect(one.status === "success" && one.value).toEqual({
      firmIds: [FIRM_A],
      expiresInDays: 10,
      respondInBusinessDays: 5,
      deckDownload: true,
    });
    const two = posted([
      ["firmIds", FIRM_A],
      ["firmIds", FIRM_B],
      ["expiresInDays", "30"],
    ]);
    // No respond-by field: the 10 business days firms are asked to answer within by default.
    expect(two.status === "success" && two.value).toEqual({
      firmIds: [FIRM_A, FIRM_B],
      expiresInDays: 30,
      respondInBusinessDays: 10,
      deckDownload: false,
    });
  });

  it("asks for a firm, and for days the links can work", () => {
    const none = posted([["expiresInDays", "30"]]);
    expect(none.status === "error" && none.error).toEqual({
      firmIds: ["Choose at least one firm"],
    });
    const long = posted([
      ["firmIds", FIRM_A],
      ["expiresInDays", "100"],
    ]);
    expect(long.status === "error" && long.error).toEqual({ expiresInDays: ["At most 90 days"] });
    const late = posted([
      ["firmIds", FIRM_A],
      ["respondInBusinessDays", "0"],
    ]);
    expect(late.status === "error" && late.error).toEqual({
      respondInBusinessDays: ["At least 1 business day"],
    });
  });
});
