import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { MessageSchema } from "../../../core/schemas/common";
import {
  DocumentInputSchema,
  DocumentListSchema,
  DocumentSchema,
} from "../../../core/schemas/document";
import {
  createDocument,
  deleteDocument,
  listDocuments,
} from "../../documents/documents-repository";
import { notFound } from "../../lib/http-error";
import { asRecordId, RecordParamsSchema } from "../../lib/ids";

/** /api/document of docs/product.md, section 7: the documents repository of the Assignments view. */
export const documentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/document",
    { schema: { summary: "List the documents", response: { 200: DocumentListSchema } } },
    async () => listDocuments(app.db),
  );

  app.post(
    "/document",
    {
      schema: {
        summary: "Add a document",
        body: DocumentInputSchema,
        response: { 201: DocumentSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await createDocument(app.db, request.body)),
  );

  app.delete(
    "/document/:id",
    {
      schema: {
        summary: "Delete a document",
        params: RecordParamsSchema,
        response: { 200: MessageSchema },
      },
    },
    async (request) => {
      const id = asRecordId(request.params.id);
      if (!id || !(await deleteDocument(app.db, id))) throw notFound("Document");
      return { message: "Document deleted" };
    },
  );
};
