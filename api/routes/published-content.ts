import type { FastifyInstance } from "fastify";
import type { z } from "zod";
import type { PublicationStatus } from "../../core/constants";
import { PublicationStatusSchema } from "../../core/schemas/publication";
import { notFound } from "../lib/http-error";
import { asRecordId, RecordParamsSchema } from "../lib/ids";

/**
 * The routes of content staff publish on the site (events, cohorts): the list, create, edit and
 * status for admins under /admin/<path>, what the site shows at /<path> for anyone. The site's
 * pages read the same on every request (docs/decisions/024-events-and-cohorts.md).
 */
export function registerPublishedContent<Fields, Item, Public>(
  app: FastifyInstance,
  options: {
    path: string;
    /** "Event": the 404 says "Event not found." */
    noun: string;
    input: z.ZodType<Fields>;
    item: z.ZodType<Item, Item>;
    publicView: z.ZodType<Public, Public>;
    list: () => Promise<Item[]>;
    create: (fields: Fields) => Promise<Item>;
    update: (id: string, fields: Fields) => Promise<Item | undefined>;
    setStatus: (id: string, status: PublicationStatus) => Promise<Item | undefined>;
    /** What the site shows now: only published items. */
    published: (now: Date) => Promise<Public>;
  },
) {
  // Untyped routes: the type provider cannot resolve these generic schemas; the zod validator and
  // serializer still check every body and answer against them.
  const { path, noun } = options;
  const lowerNoun = noun.toLowerCase();
  const changed = (item: Item | undefined): Item => {
    if (!item) throw notFound(noun);
    return item;
  };

  app.get(
    `/${path}`,
    {
      config: { public: true },
      schema: { summary: `List the published ${path}`, response: { 200: options.publicView } },
    },
    async (request) => options.published(request.now()),
  );

  app.get(
    `/admin/${path}`,
    { schema: { summary: `List every ${lowerNoun}`, response: { 200: options.item.array() } } },
    async () => options.list(),
  );

  app.post(
    `/admin/${path}`,
    {
      schema: {
        summary: `Draft a ${lowerNoun}`,
        body: options.input,
        response: { 201: options.item },
      },
    },
    async (request, reply) =>
      reply.status(201).send(changed(await options.create(request.body as Fields))),
  );

  app.put(
    `/admin/${path}/:id`,
    {
      schema: {
        summary: `Change a ${lowerNoun}`,
        params: RecordParamsSchema,
        body: options.input,
        response: { 200: options.item },
      },
    },
    async (request) => {
      const id = asRecordId((request.params as z.output<typeof RecordParamsSchema>).id);
      return changed(id ? await options.update(id, request.body as Fields) : undefined);
    },
  );

  app.patch(
    `/admin/${path}/:id/status`,
    {
      schema: {
        summary: `Publish, unpublish or archive a ${lowerNoun}`,
        params: RecordParamsSchema,
        body: PublicationStatusSchema,
        response: { 200: options.item },
      },
    },
    async (request) => {
      const id = asRecordId((request.params as z.output<typeof RecordParamsSchema>).id);
      const { status } = request.body as z.output<typeof PublicationStatusSchema>;
      return changed(id ? await options.setStatus(id, status) : undefined);
    },
  );
}
