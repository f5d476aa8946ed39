import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { DOCUMENT_CATEGORIES } from "../../../core/constants";
import { loginAsAdmin } from "../../test/admin";
import { useTestApp } from "../../test/helpers";

const aDocument = (overrides: Record<string, unknown> = {}) => ({
  name: "Investment committee charter",
  url: "https://docs.nakhla.example/ic-charter.pdf",
  category: "Operating Procedures",
  ...overrides,
});
const UNKNOWN = randomUUID();

describe("documents (/api/document)", () => {
  const t = useTestApp();
  let headers: { authorization: string };

  beforeAll(async () => {
    headers = (await loginAsAdmin(t.app, t.db)).headers;
  });

  const call = (method: "GET" | "POST" | "DELETE", url: string, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

  it("adds a document in each category and lists it", async () => {
    for (const category of DOCUMENT_CATEGORIES) {
      const response = await call(
        "POST",
        "/api/document",
        aDocument({ category, name: ` ${category} ` }),
      );
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({
        name: category,
        url: "https://docs.nakhla.example/ic-charter.pdf",
        category,
      });
    }
    const list = await call("GET", "/api/document");
    expect(list.statusCode).toBe(200);
    const categories = list.json().map((d: { category: string }) => d.category);
    expect(categories).toEqual(expect.arrayContaining([...DOCUMENT_CATEGORIES]));
  });

  it("files a document without a category under Operating Procedures", async () => {
    const { category: _, ...withoutCategory } = aDocument();
    const response = await call("POST", "/api/document", withoutCategory);
    expect(response.json().category).toBe("Operating Procedures");
  });

  it.each([
    [{ name: " " }, "Name: This field is required"],
    [{ url: "" }, "Url: This field is required"],
    [{ url: "docs.nakhla.example/x" }, "Url: Enter a valid http(s) URL"],
    [{ url: "javascript:alert(1)" }, "Url: Enter a valid http(s) URL"],
    [{ url: "ftp://files.nakhla.example/x" }, "Url: Enter a valid http(s) URL"],
    [{ category: "Secrets" }, "Category: Choose a category"],
  ])("refuses %j with a message", async (change, message) => {
    const response = await call("POST", "/api/document", aDocument(change));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it("deletes a document; a second delete and an unknown id are 404", async () => {
    const created = (await call("POST", "/api/document", aDocument())).json();
    const deleted = await call("DELETE", `/api/document/${created._id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: "Document deleted" });
    const ids = (await call("GET", "/api/document")).json().map((d: { _id: string }) => d._id);
    expect(ids).not.toContain(created._id);
    for (const id of [created._id, UNKNOWN, "1"]) {
      const missing = await call("DELETE", `/api/document/${id}`);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ message: "Document not found." });
    }
  });
});
