import swagger from "@fastify/swagger";
import fp from "fastify-plugin";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import { FIRM } from "../../core/firm";
import { FOUNDER_TOKEN_HEADER } from "../../core/founder-link";

/** The error shape of every 4xx (docs/architecture.md, rule 9), as JSON Schema. */
const ERROR_BODY = {
  type: "object",
  required: ["message"],
  properties: {
    message: { type: "string", description: "What went wrong, written for the person reading it." },
    issues: {
      type: "array",
      description: "With a 400: each field refused and why.",
      items: {
        type: "object",
        required: ["path", "message"],
        properties: { path: { type: "string" }, message: { type: "string" } },
      },
    },
  },
} as const;
const error = (description: string) => ({ description, ...ERROR_BODY });

/** "POST /api/admin/staff/members/{id}/role" → "postAdminStaffMembersByIdRole". */
export function operationIdOf(method: string, url: string) {
  const words = url
    .replace(/^\/api\//, "/")
    .split(/[/.-]+/)
    .filter(Boolean)
    .map((part) => part.replace(/^:(.+)$/, "by-$1").replace(/^\{(.+)\}$/, "by-$1"))
    .flatMap((part) => part.split("-"));
  const camel = words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join("");
  return `${method.toLowerCase()}${camel}`;
}

/** The founder's page's calls, which take the private link's token; "E-mail me my link" does not. */
const isFounderCall = (url: string) =>
  (url === "/api/my-application" || url.startsWith("/api/my-application/")) &&
  url !== "/api/my-application/link";

/** What a route that sends a file answers with, when its schema names no 2xx. */
/** The files the API sends, by the end of their path: CSV, a zip of CSVs, a JSON file, else PDF. */
const FILES = [
  { ends: [".csv", "/bulk/export"], type: "text/csv", description: "The records as CSV." },
  { ends: [".zip"], type: "application/zip", description: "Every list as CSV, in one zip." },
  { ends: ["/data"], type: "application/json", description: "The founder's data, as a JSON file." },
];

function fileAnswer(url: string) {
  const file = FILES.find((kind) => kind.ends.some((end) => url.endsWith(end)));
  const type = file?.type ?? "application/pdf";
  return {
    200: {
      description: file?.description ?? "The document as PDF.",
      content: { [type]: { schema: { type: "string", format: "binary" } } },
    },
  };
}

type RouteConfig = { public?: boolean; reviewers?: boolean; rateLimit?: unknown } | undefined;
type Schema = Record<string, unknown> & { response?: Record<string, unknown> };

const hasSuccess = (response: Schema["response"]) =>
  Object.keys(response ?? {}).some((status) => status.startsWith("2"));

/** The 4xx answers an operation can give, beside those its route declares. */
function errorAnswers(url: string, schema: Schema, config: RouteConfig, staff: boolean) {
  const answers: Record<string, unknown> = {};
  if (schema.body || schema.querystring || schema.params) {
    answers[400] = error("The request is not valid; the message names the field.");
  }
  if (staff) {
    answers[401] = error("No live staff session: sign in again.");
    answers[403] = error("Signed in, but this role may not do this.");
  }
  if (isFounderCall(url)) {
    answers[403] = error(
      `The private link (${FOUNDER_TOKEN_HEADER}) is missing, expired or revoked.`,
    );
  }
  if (url.includes("{") || url.includes(":")) answers[404] = error("Not found.");
  if (config?.rateLimit) answers[429] = error("Too many requests; Retry-After says when to retry.");
  return answers;
}

/**
 * The OpenAPI document of the API, generated from the same zod schemas the routes validate with
 * (docs/architecture.md, rule 9), served at GET /api/openapi.json and read by the console's API
 * reference. Every operation has an operationId, its route's summary, its security (`[]` for a
 * public one) and its 4xx answers, and Redocly's recommended rules find no error in it
 * (api/openapi.test.ts; docs/decisions/012-api-layers-and-access.md, addendum). Registered before the routes it
 * describes.
 */
/**
 * The group an operation is listed under: what its path is about (/api/admin/contacts/… and
 * /api/contact: "contacts", "contact"). The reference opens one group at a time: Swagger UI stops
 * rendering a list of all 160-odd operations at once.
 */
const tagOf = (url: string) => {
  const [first, second] = url.replace(/^\/api\//, "").split("/");
  const group = first === "admin" && second ? second : (first ?? "");
  return group.replace(/\.csv$|\{.*\}$/, "") || "site";
};

export const openApiPlugin = fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: `${FIRM.name} API`,
          version: "1.0.0",
          license: { name: "Proprietary" },
          description:
            "The public website's calls and the admin console's. Staff calls need `Authorization: Bearer <token>` from POST /api/admin/login; the founder's page sends its private link's token in `x-founder-token`. Every error is JSON `{ message }`.",
        },
        servers: [{ url: "/", description: "This server" }],
        components: {
          securitySchemes: { adminToken: { type: "http", scheme: "bearer" } },
        },
      },
      // Each staff operation says who may call it (x-staff-roles), from the same route config the
      // access hook enforces (api/plugins/auth.ts); api/routes/access.test.ts reads it. Routes
      // outside /api (the ebooks' files) are public: the staff hook guards /api only.
      transform: (input) => {
        const transformed = jsonSchemaTransform(input);
        const schema = (transformed.schema ?? {}) as Schema;
        if (schema.hide) return transformed;
        const { url } = transformed;
        if (typeof schema.summary !== "string") {
          throw new Error(`${input.route.method} ${url} needs a summary in its schema`);
        }
        const config = input.route.config as RouteConfig;
        const staff = url.startsWith("/api/") && config?.public !== true;
        const method = Array.isArray(input.route.method)
          ? input.route.method[0]
          : input.route.method;
        return {
          ...transformed,
          schema: {
            ...schema,
            operationId: operationIdOf(String(method), url),
            tags: [tagOf(url)],
            response: {
              ...(hasSuccess(schema.response) ? {} : fileAnswer(url)),
              ...errorAnswers(url, schema, config, staff),
              ...schema.response,
            },
            ...(staff
              ? {
                  security: [{ adminToken: [] }],
                  "x-staff-roles": config?.reviewers === true ? ["admin", "reviewer"] : ["admin"],
                }
              : { security: [] }),
          },
        };
      },
    });
    // For staff only, admins and reviewers alike: the console's API reference reads it.
    app.get(
      "/api/openapi.json",
      {
        schema: { hide: true },
        config: { reviewers: true },
        onRequest: (request) => app.requireStaffUnlessPublic(request),
      },
      async () => app.swagger(),
    );
  },
  { name: "openapi", dependencies: ["auth"] },
);
