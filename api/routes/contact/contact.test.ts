import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { contacts } from "../../db/schema/public-forms";
import { aContact } from "../../test/factories";
import { postJson, useTestApp } from "../../test/helpers";

describe("POST /api/contact", () => {
  const t = useTestApp();

  it("stores the message as Pending and answers with its _id and createdAt", async () => {
    const input = aContact();
    const response = await postJson(t.app, "/api/contact", input);

    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.message).toBe("Message Sent");
    const [row] = await t.db.select().from(contacts).where(eq(contacts.id, body._id));
    expect(row).toMatchObject({
      name: input.name,
      email: input.email,
      reason: input.reason,
      description: input.description,
      recipient: input.recipient,
      status: "Pending",
      scheduleDateTime: null,
    });
    expect(row?.createdAt.toISOString()).toBe(body.createdAt);
  });

  it("answers 400 naming the field for a name with a line break, and keeps a message's lines", async () => {
    for (const name of ["Lina\r\nBcc: all@example.com", "Lina\nOdeh", "Lina\tOdeh"]) {
      const refused = await postJson(t.app, "/api/contact", aContact({ name }));
      expect(refused.statusCode, JSON.stringify(name)).toBe(400);
      expect(refused.json().message).toBe("Name: Must be on one line, without line breaks or tabs");
    }
    const description = "Two lines:\nthe second one.";
    const kept = await postJson(t.app, "/api/contact", aContact({ description }));
    expect(kept.statusCode).toBe(201);
    const [row] = await t.db.select().from(contacts).where(eq(contacts.id, kept.json()._id));
    expect(row?.description).toBe(description);
  });

  it("treats the recipient as optional and trims the text fields", async () => {
    const { recipient: _, ...withoutRecipient } = aContact();
    const response = await postJson(t.app, "/api/contact", {
      ...withoutRecipient,
      name: "  Lina Odeh  ",
    });
    expect(response.statusCode).toBe(201);
    const [row] = await t.db.select().from(contacts).where(eq(contacts.id, response.json()._id));
    expect(row?.name).toBe("Lina Odeh");
    expect(row?.recipient).toBeNull();
  });

  it.each([
    ["name", { name: "" }, "Name: This field is required"],
    ["name", { name: "x".repeat(121) }, "Name: Must be at most 120 characters"],
    ["email", { email: "not-an-email" }, "Email: Enter a valid e-mail address"],
    ["email", { email: "" }, "Email: This field is required"],
    ["reason", { reason: "Complaint" }, "Reason: Choose a reason"],
    ["description", { description: "   " }, "Description: This field is required"],
    [
      "description",
      { description: "x".repeat(5001) },
      "Description: Must be at most 5000 characters",
    ],
    ["recipient", { recipient: "x".repeat(201) }, "Recipient: Must be at most 200 characters"],
    ["name", { name: 42 }, "Name: Must be text"],
  ])("rejects a bad %s with 400 and stores nothing", async (field, change, message) => {
    const before = await t.db.$count(contacts);
    const response = await postJson(t.app, "/api/contact", { ...aContact(), ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(response.json().issues[0].path).toBe(field);
    expect(await t.db.$count(contacts)).toBe(before);
  });

  it("rejects a missing field", async () => {
    const { reason: _, ...withoutReason } = aContact();
    const response = await postJson(t.app, "/api/contact", withoutReason);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("Reason: Choose a reason");
  });
});
