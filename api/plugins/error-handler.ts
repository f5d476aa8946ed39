import type { FastifyError } from "fastify";
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import type { ErrorResponse } from "../../core/schemas/common";
import { isUnstorableText, UNSTORABLE_TEXT_MESSAGE } from "../lib/db-errors";
import { HttpError } from "../lib/http-error";
import { lingerBeforeClosing } from "../lib/lingering-close";

const GENERIC_500 = "Something went wrong on our side. Please try again later.";

/** Names the field by its own key: "answers.startupName" is "StartupName", "participants.0" "Participants". */
const label = (path: string) => {
  const name = path.split(".").findLast((part) => !/^\d+$/.test(part)) ?? "";
  return name ? `${name.charAt(0).toUpperCase()}${name.slice(1)}: ` : "";
};

/** Turns every error into the JSON error shape of docs/architecture.md, rule 9; 500 details stay in the log. */
export const errorHandlerPlugin = fp(
  async (app) => {
    app.setErrorHandler<FastifyError>((error, request, reply) => {
      if (hasZodFastifySchemaValidationErrors(error)) {
        const issues = error.validation.map((issue) => ({
          path: issue.instancePath.replace(/^\//, "").replaceAll("/", "."),
          message: issue.message ?? "Invalid value",
        }));
        const first = issues[0];
        const body: ErrorResponse = {
          message: first ? `${label(first.path)}${first.message}` : "Invalid request",
          issues,
        };
        return reply.status(400).send(body);
      }
      // Text the database cannot store that got past the schemas (api/lib/db-errors.ts): a 400.
      if (isUnstorableText(error)) {
        request.log.warn({ err: error }, "text the database cannot store");
        return reply.status(400).send({ message: UNSTORABLE_TEXT_MESSAGE } satisfies ErrorResponse);
      }
      const status = error.statusCode ?? 500;
      if (error.code === "FST_ERR_CTP_BODY_TOO_LARGE") lingerBeforeClosing(request.raw);
      // An HttpError's message is written for the visitor, even a 502 (e.g. 'Failed to create order').
      if (error instanceof HttpError) {
        if (status >= 500) request.log.error({ err: error }, "request failed");
        if (error.headers) reply.headers(error.headers);
        return reply.status(status).send({ message: error.message } satisfies ErrorResponse);
      }
      if (status >= 500) {
        request.log.error({ err: error }, "request failed");
        return reply.status(status).send({ message: GENERIC_500 } satisfies ErrorResponse);
      }
      return reply.status(status).send({ message: clientMessage(error) } satisfies ErrorResponse);
    });

    app.setNotFoundHandler((request, reply) => {
      reply.status(404).send({ message: `No route ${request.method} ${request.url}` });
    });
  },
  { name: "error-handler" },
);

function clientMessage(error: FastifyError): string {
  switch (error.code) {
    case "FST_ERR_CTP_BODY_TOO_LARGE":
      return "The request body is too large.";
    case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
      return "Send the request body as JSON (Content-Type: application/json).";
    case "FST_ERR_CTP_INVALID_JSON_BODY":
      return "The request body is not valid JSON.";
    case "FST_ERR_CTP_EMPTY_JSON_BODY":
      return "The request body is empty; send a JSON object.";
    default:
      return error.message;
  }
}
