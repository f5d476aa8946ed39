import { describe, expect, it } from "vitest";
import { tooManyRequestsMessage } from "../../core/rate-limit-message";
import { DraftSaveFormSchema } from "../../core/schemas/application-draft";
import { CONTROL_CHARACTERS_MESSAGE, INVALID_CHARACTERS_MESSAGE } from "../../core/schemas/common";
import { ConsultancyRequestInputSchema } from "../../core/schemas/consultancy-request";
import { ContactInputSchema } from "../../core/schemas/contact";
import { DeckLinkFormSchema } from "../../core/schemas/founder";
import { FounderLeadSchema, HandbookLeadSchema } from "../../core/schemas/lead";
import { loadCatalogue } from "./catalogues";
import { FIELD_ERRORS, fieldError, serverMessage } from "./field-errors";

const english = await loadCatalogue("en");
const arabic = await loadCatalogue("ar");
const ARABIC_LETTERS = /[\u0600-\u06ff]/;

/** Every message the contact form's schema gives for these values. */
const messagesFor = (values: Record<string, string>) =>
  ContactInputSchema.safeParse(values).error?.issues.map((issue) => issue.message) ?? [];

describe("the core schemas' messages in each language", () => {
  it("are the schemas' own words in English", () => {
    for (const [english_, descriptor] of Object.entries(FIELD_ERRORS)) {
      expect(english._(descriptor)).toBe(english_);
    }
    expect(FIELD_ERRORS).toHaveProperty([CONTROL_CHARACTERS_MESSAGE]);
    expect(FIELD_ERRORS).toHaveProperty([INVALID_CHARACTERS_MESSAGE]);
    expect(fieldError("Must be at most 120 characters", english)).toBe(
      "Must be at most 120 characters",
    );
  });

  it("are Arabic for every message the contact form can show", () => {
    const messages = [
      ...messagesFor({ name: "", email: "", reason: "", description: "" }),
      ...messagesFor({ name: "A", email: "not an address", reason: "Other", description: "x" }),
      ...messagesFor({ name: "A".repeat(500), email: "a@b.co", reason: "Media", description: "x" }),
    ];
    expect(messages.length).toBeGreaterThan(4);
    for (const message of messages) {
      expect(fieldError(message, arabic), message).toMatch(ARABIC_LETTERS);
    }
  });

  it("are Arabic for every message the consultancy form can show", () => {
    const messagesOf = (values: Record<string, unknown>) =>
      ConsultancyRequestInputSchema.safeParse(values).error?.issues.map((issue) => issue.message) ??
      [];
    const messages = [
      ...messagesOf({ businessName: "", industry: "", primaryProblem: "", expectations: "" }),
      ...messagesOf({ businessAge: -1, email: "not an address", businessName: "A".repeat(500) }),
      ...messagesOf({ businessAge: 201 }),
    ];
    expect(messages).toContain("Business age cannot be negative");
    expect(messages).toContain("Business age is too large");
    for (const message of messages) {
      expect(fieldError(message, arabic), message).toMatch(ARABIC_LETTERS);
    }
  });

  it("are Arabic for every message the lead forms can show", () => {
    const messagesOf =
      (schema: typeof FounderLeadSchema | typeof HandbookLeadSchema) =>
      (values: Record<string, unknown>) =>
        schema.safeParse(values).error?.issues.map((issue) => issue.message) ?? [];
    const founder = messagesOf(FounderLeadSchema);
    const handbook = messagesOf(HandbookLeadSchema);
    const messages = [
      ...founder({ name: "", email: "", startup: "", stage: "", location: "" }),
      ...founder({ investment: -1, hours: -1 }),
      ...founder({ investment: 1e14, hours: 25 }),
      ...handbook({ name: "", email: "", role: "", location: "" }),
    ];
    for (const expected of [
      "Choose your stage",
      "Investment must be a number",
      "Investment cannot be negative",
      "Hours is too large",
      "Choose your role",
    ]) {
      expect(messages).toContain(expected);
    }
    for (const message of messages) {
      expect(fieldError(message, arabic), message).toMatch(ARABIC_LETTERS);
    }
  });

  it("are Arabic for every message the save-for-later form can show", () => {
    const messagesOf = (values: Record<string, unknown>) =>
      DraftSaveFormSchema.safeParse(values).error?.issues.map((issue) => issue.message) ?? [];
    const messages = [
      ...messagesOf({ email: "", step: 0, answers: { fullName: "\u0000" }, token: "short" }),
      ...messagesOf({ email: "not an address", step: 99, answers: {}, language: "fr" }),
      ...messagesOf({ email: "a@b.co", step: 1, answers: { fullName: "A".repeat(100_000) } }),
    ];
    for (const expected of [
      "Unknown step",
      "This link is not valid",
      "The language must be en or ar",
      "Enter a valid e-mail address",
    ]) {
      expect(messages).toContain(expected);
    }
    for (const message of messages) {
      expect(fieldError(message, arabic), message).toMatch(ARABIC_LETTERS);
    }
  });

  it("are Arabic for every message the founder's deck link can show", () => {
    const messagesOf = (url: string) =>
      DeckLinkFormSchema.safeParse({ url }).error?.issues.map((issue) => issue.message) ?? [];
    const messages = [
      ...messagesOf(""),
      ...messagesOf("http://drive.example/deck"),
      ...messagesOf(`https://${"a".repeat(2001)}`),
    ];
    for (const expected of [
      "Enter the link to your deck",
      "Enter a link that starts with https://",
      "Must be at most 2000 characters",
    ]) {
      expect(messages).toContain(expected);
    }
    for (const message of messages) {
      expect(fieldError(message, arabic), message).toMatch(ARABIC_LETTERS);
    }
  });
});

describe("the server's other messages a page shows", () => {
  it("says a route's limit of requests in the page's language, with its seconds", () => {
    const message = tooManyRequestsMessage(42);
    expect(serverMessage(message, english)).toBe(
      "Too many requests. Please try again in 42 seconds.",
    );
    expect(serverMessage(message, arabic)).toBe(
      "طلبات كثيرة جدًا. يُرجى المحاولة مجددًا بعد 42 ثانية.",
    );
  });

  it("says a refused field's message in Arabic without its English key, in English as sent", () => {
    expect(serverMessage("Email: Enter a valid e-mail address", arabic)).toBe(
      "أدخل عنوان بريد إلكتروني صحيحًا",
    );
    expect(serverMessage("Email: Enter a valid e-mail address", english)).toBe(
      "Email: Enter a valid e-mail address",
    );
    // A message the catalogues do not know stays whole, key and all.
    expect(serverMessage("Coupon: Not a coupon of ours", arabic)).toBe(
      "Coupon: Not a coupon of ours",
    );
  });

  it("says a schema's message as fieldError does, and any other as the server wrote it", () => {
    expect(serverMessage("This field is required", arabic)).toBe("هذا الحقل مطلوب");
    expect(serverMessage("Something only the server knows.", arabic)).toBe(
      "Something only the server knows.",
    );
  });
});
