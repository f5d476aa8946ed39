import { describe, expect, it } from "vitest";
import { DealCodeFormSchema, DealTermsFormSchema, DealVerifyFormSchema } from "./deal-sharing";

// The deal room's way in as a page without scripts posts it: the link pasted whole.

const TOKEN = "k2Zx8_Qm4vLr9TtYbN0cW1sDfGhJpUaEoIiXyVzA3e";
const LINK = `https://nakhla.example/deal-room#token=${TOKEN}`;
const messagesOf = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => [issue.path.join("."), issue.message]);

describe("the deal room's way in without scripts", () => {
  it("reads the token from the pasted link, and checks the address as the API does", () => {
    expect(DealCodeFormSchema.parse({ link: ` ${LINK}\n`, email: "noura@dhow.example" })).toEqual({
      link: TOKEN,
      email: "noura@dhow.example",
    });
    expect(messagesOf(DealCodeFormSchema.safeParse({ form: "way-in-code" }))).toEqual([
      ["link", "This link is not complete: open it again from the e-mail"],
      ["email", "This field is required"],
    ]);
  });

  it("takes only a 6-digit code", () => {
    const posted = { link: LINK, email: "noura@dhow.example" };
    expect(DealVerifyFormSchema.parse({ ...posted, code: " 123456 " }).code).toBe("123456");
    expect(messagesOf(DealVerifyFormSchema.safeParse({ ...posted, code: "12345" }))).toEqual([
      ["code", "Enter the 6-digit code from the e-mail"],
    ]);
  });

  it("accepts the terms only with the box ticked", () => {
    expect(DealTermsFormSchema.safeParse({ accept: "on" }).success).toBe(true);
    expect(messagesOf(DealTermsFormSchema.safeParse({}))).toEqual([
      ["accept", "Tick the box to accept the confidentiality terms"],
    ]);
  });
});
