import { createRequire } from "node:module";
import type { FastifySerializerCompiler } from "fastify/types/schema";
import { serializerCompiler as zodSerializerCompiler } from "fastify-type-provider-zod";
import { z } from "zod";

type Stringify = (data: unknown) => string;
/**
 * fast-json-stringify as Fastify itself ships it (its default serializer), loaded through Fastify's
 * own resolution: the same copy and version, no second dependency to keep in step.
 */
const fastJson = createRequire(createRequire(import.meta.url).resolve("fastify"))(
  "fast-json-stringify",
) as (schema: object) => Stringify;

type Route = Parameters<FastifySerializerCompiler<unknown>>[0];

/**
 * Fastify's serializer compiler for zod response schemas, compiled once per route and status: the
 * zod schema becomes JSON Schema (`z.toJSONSchema`) and fast-json-stringify writes the response
 * from it, instead of zod checking every response and JSON.stringify writing it (about 12 µs a
 * request; docs/decisions/004-admin-lists.md). On the wire nothing changes: properties outside the
 * schema are left out (each object has `additionalProperties: false`), and so are undefined
 * optional ones. A schema JSON Schema cannot express (a transform, a date) keeps zod's serializer.
 */
export const jsonSchemaSerializerCompiler: FastifySerializerCompiler<unknown> = (route: Route) => {
  const schema = route.schema;
  if (!(schema instanceof z.ZodType)) return zodSerializerCompiler(route as never);
  let jsonSchema: object;
  try {
    jsonSchema = z.toJSONSchema(schema, { io: "output", target: "draft-07" });
  } catch {
    return zodSerializerCompiler(route as never);
  }
  return fastJson(jsonSchema);
};
