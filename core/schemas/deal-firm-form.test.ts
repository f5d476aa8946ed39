import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { FirmFormSchema } from "./deal-firm";

/** The console's firm form as it posts: its fields in the page's order, a row per person. */
const posted = (fields: [string, string][]) => {
  const form = new FormData();
  for (const [name, value] of fields) form.append(name, value);
  return parseWithZod(form, { schema: FirmFormSchema });
};
const errorsOf = (fields: [string, string][]) => {
  const submission = posted(fields);
  return submission.status === "error" ? submission.error : "taken";
};

describe("the console's firm form", () => {
  it("reads the typed domains, the ticked choices, the amounts and each person", () => {
    const firm = posted([
      ["name", "Gulf Gate Capital"],
      ["domains", "gulfgate.example, GG.example"],
      ["sectors", "FinTech"],
      ["stages", "Seed"],
      ["stages", "Series A"],
      ["chequeMin", "250,000"],
      ["chequeMax", "2000000"],
      ["chequeCurrency", "AED"],
      ["neverSendReason", "left from a ticked box"],
      ["people[0].name", "Aisha Rahman"],
      ["people[0].email", "Aisha@GulfGate.example"],
      ["people[0].role", ""],
      ["people[0].language", "ar"],
    ]);
    expect(firm.status === "success" && firm.value).toEqual({
      name: "Gulf Gate Capital",
      domains: ["gulfgate.example", "gg.example"],
      sectors: ["FinTech"],
      stages: ["Seed", "Series A"],
      regions: [],
      chequeMin: 250_000,
      chequeMax: 2_000_000,
      chequeCurrency: "AED",
      neverSend: false,
      neverSendReason: "",
      notes: "",
      people: [{ name: "Aisha Rahman", email: "aisha@gulfgate.example", role: "", language: "ar" }],
    });
  });

  it("says what is wrong under the field, the domain or the person it is about", () => {
    expect(
      errorsOf([
        ["name", ""],
        ["domains", "gulfgate.example, https://gulfgate.example/about"],
        ["chequeMin", "a lot"],
        ["people[0].name", "Aisha Rahman"],
        ["people[0].email", "aisha@gulfgate.example"],
        ["people[1].name", ""],
        ["people[1].email", "omar@"],
      ]),
    ).toEqual({
      name: ["This field is required"],
      "domains[1]": ["Enter a web domain such as example.com"],
      chequeMin: ["Enter a whole amount"],
      "people[1].name": ["This field is required"],
      "people[1].email": ["Enter a valid e-mail address"],
    });
  });

  it("asks why when nothing is to be sent, and for a range that reads forwards", () => {
    expect(
      errorsOf([
        ["name", "Gulf Gate Capital"],
        ["neverSend", "on"],
        ["chequeMin", "5,000,000"],
        ["chequeMax", "250,000"],
      ]),
    ).toEqual({
      neverSendReason: ["Say why nothing is sent to this firm"],
      chequeMax: ["Must not be less than the smallest cheque"],
    });
  });
});
