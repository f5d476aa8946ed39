import { UNSAFE_ErrorResponseImpl as ErrorResponse, redirect } from "react-router";
import { describe, expect, it } from "vitest";
import { serverActionOrFailure } from "./form-action";

// What React Router's data request throws for an answer that is not the action's (a 4xx or 5xx sent
// before the action ran): its status and its body as text.
const refused = (status: number, body: string) => () =>
  Promise.reject(new ErrorResponse(status, "", body));

describe("serverActionOrFailure", () => {
  it("answers the action's data when it ran", async () => {
    expect(await serverActionOrFailure(() => Promise.resolve({ done: true }))).toEqual({
      done: true,
    });
  });

  it("takes a refused post's message: the route limit's 429", async () => {
    const body = JSON.stringify({
      statusCode: 429,
      message: "Too many requests. Please try again in 60 seconds.",
    });
    expect(await serverActionOrFailure(refused(429, body))).toEqual({
      failure: "message",
      message: "Too many requests. Please try again in 60 seconds.",
    });
  });

  it("takes the message of any answer that has one: maintenance's 503", async () => {
    expect(await serverActionOrFailure(refused(503, '{"message":"Back soon."}'))).toEqual({
      failure: "message",
      message: "Back soon.",
    });
  });

  it("falls back for a failure in the action or an answer without a message", async () => {
    expect(await serverActionOrFailure(refused(500, ""))).toEqual({ failure: "fallback" });
    expect(await serverActionOrFailure(refused(403, "oops"))).toEqual({ failure: "fallback" });
    expect(await serverActionOrFailure(() => Promise.reject(new Error("bad")))).toEqual({
      failure: "fallback",
    });
  });

  it("says the server could not be reached when fetch itself failed", async () => {
    expect(
      await serverActionOrFailure(() => Promise.reject(new TypeError("Failed to fetch"))),
    ).toEqual({ failure: "network" });
  });

  it("lets a redirect through to the router, saying what the page says on the way first", async () => {
    const said: string[] = [];
    const answer = serverActionOrFailure(() => Promise.reject(redirect("/test-9")), {
      onRedirect: () => said.push("Thank you!"),
    });
    const thrown = await answer.catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get("Location")).toBe("/test-9");
    expect(said).toEqual(["Thank you!"]);
  });
});
