import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { CONTACT_STATUSES } from "../../../core/constants";
import { ContactDetailsSchema } from "../../../core/schemas/admin";
import {
  ContactCreatedSchema,
  ContactInputSchema,
  ContactSchema,
  ContactStatusUpdateSchema,
} from "../../../core/schemas/contact";
import { auditOf } from "../../audit/audit-repository";
import {
  contactsList,
  createContact,
  findContact,
  listContacts,
} from "../../contacts/contacts-repository";
import { notFound } from "../../lib/http-error";
import { adminOf } from "../../plugins/auth";
import { changeStatus } from "../../records/change-status";
import { registerAdminList } from "../admin-list";

const IdParamsSchema = z.object({ id: z.uuid("Unknown contact") });

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/contact",
    {
      config: { public: true, rateLimit: app.rateLimits.publicWrite },
      schema: {
        summary: "Send a contact message",
        body: ContactInputSchema,
        response: { 201: ContactCreatedSchema },
      },
    },
    async (request, reply) => {
      const created = await createContact(app.db, request.body);
      return reply.status(201).send({ message: "Message Sent", ...created });
    },
  );

  app.get(
    "/contact/all",
    {
      schema: { summary: "List every contact message", response: { 200: z.array(ContactSchema) } },
    },
    async () => listContacts(app.db),
  );

  app.patch(
    "/contact/update-status",
    {
      schema: {
        summary: "Change a contact message's status and schedule",
        body: ContactStatusUpdateSchema,
        response: { 200: ContactSchema },
      },
    },
    async (request) => {
      const { contactId, ...update } = request.body;
      const contact = await changeStatus(app.db, "contact", contactId, update, adminOf(request));
      if (!contact) throw notFound("Contact");
      return contact;
    },
  );

  app.get(
    "/admin/contacts/:id",
    {
      schema: {
        summary: "Read one contact message",
        params: IdParamsSchema,
        response: { 200: ContactDetailsSchema },
      },
    },
    async (request) => {
      const contact = await findContact(app.db, request.params.id);
      if (!contact) throw notFound("Contact");
      return { contact, audit: await auditOf(app.db, "contact", contact._id) };
    },
  );

  registerAdminList(app, {
    path: "/admin/contacts",
    source: contactsList,
    bulk: { status: { kind: "contact", statuses: CONTACT_STATUSES } },
    item: ContactSchema,
    csvColumns: [
      { header: "Received", value: (c) => c.createdAt },
      { header: "Name", value: (c) => c.name },
      { header: "E-mail", value: (c) => c.email },
      { header: "Reason", value: (c) => c.reason },
      { header: "Recipient", value: (c) => c.recipient },
      { header: "Message", value: (c) => c.description },
      { header: "Status", value: (c) => c.status },
      { header: "Scheduled for", value: (c) => c.scheduleDateTime },
    ],
  });
};
