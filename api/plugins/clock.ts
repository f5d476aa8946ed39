import fp from "fastify-plugin";
import type { Config } from "../config";
import { HttpError } from "../lib/http-error";

// The project's clock (docs/decisions/082-test-clock.md): the instant a request is served at. A
// route that compares a date with "now" (a respond-by date, the board's "No answer by the date",
// a late answer, the Insights window) asks `request.now()` instead of `new Date()`, so that a
// test server (TEST_CLOCK=true, refused in production) can serve one browser's requests at a
// later instant, named in the TEST_NOW_HEADER, while every other request keeps the real time.

/** The header a test sends to be served at another instant (an ISO 8601 date and time). */
export const TEST_NOW_HEADER = "x-test-now";

declare module "fastify" {
  interface FastifyRequest {
    /** The instant this request is served at: the real time, or the test's on a test clock. */
    now(): Date;
  }
}

/** `request.now()` for every route registered after it. */
export const clockPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    app.decorateRequest("now", function now() {
      const asked = config.TEST_CLOCK ? this.headers[TEST_NOW_HEADER] : undefined;
      if (typeof asked !== "string") return new Date();
      const instant = new Date(asked);
      if (Number.isNaN(instant.getTime())) {
        throw new HttpError(
          400,
          `${TEST_NOW_HEADER} must be a date and time, such as 2027-01-04T09:00:00Z.`,
        );
      }
      return instant;
    });
  },
  { name: "clock" },
);
