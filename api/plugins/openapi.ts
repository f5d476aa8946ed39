import swagger from "@fastify/swagger";
import fp from "fastify-plugin";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import { FIRM } from "../../core/firm";

/**
 * The OpenAPI document of the API, generated from the same zod schemas the routes validate with
 * (docs/architecture.md, rule 9), served at GET /api/openapi.json. Registered before the routes it describes.
 */
export const openApiPlugin = fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: `${FIRM.name} API`,
          version: "1.0.0",
          description:
            "The public website's calls and the admin console's. Admin calls need `Authorization: Bearer <token>` from POST /api/admin/login.",
        },
        components: {
          securitySchemes: { adminToken: { type: "http", scheme: "bearer" } },
        },
      },
      // Each staff operation says who may call it (x-staff-roles), from the same route config the
      // access hook enforces (api/plugins/auth.ts); api/routes/access.test.ts reads it.
      transform: (input) => {
        const transformed = jsonSchemaTransform(input);
        const config = input.route.config as { public?: boolean; reviewers?: boolean } | undefined;
        if (config?.public === true) return transformed;
        return {
          ...transformed,
          schema: {
            ...transformed.schema,
            security: [{ adminToken: [] }],
            "x-staff-roles": config?.reviewers === true ? ["admin", "reviewer"] : ["admin"],
          },
        };
      },
    });
    app.get("/api/openapi.json", { schema: { hide: true } }, async () => app.swagger());
  },
  { name: "openapi" },
);
