import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { EBOOKS } from "../../../core/ebooks/catalogue";
import {
  type ConsultancyLead,
  ConsultancyLeadSchema,
  isFounderLead,
  LeadCreatedSchema,
  LeadInputSchema,
  type PitchLead,
  PitchLeadSchema,
} from "../../../core/schemas/lead";
import { consultancyLeads, pitchLeads } from "../../db/schema";
import { ebookUrl, founderLeadMail, handbookLeadMail } from "../../leads/lead-mail";
import {
  type ConsultancyLeadRow,
  createConsultancyLead,
  createPitchLead,
  listConsultancyLeads,
  listPitchLeads,
  type PitchLeadRow,
  toConsultancyLead,
  toPitchLead,
} from "../../leads/leads-repository";
import { registerAdminList } from "../admin-list";

export type LeadsRoutesOptions = {
  /** The site's public origin (SITE_URL): the e-mailed ebook links are absolute on it. */
  siteUrl: string;
};

export const leadsRoutes: FastifyPluginAsyncZod<LeadsRoutesOptions> = async (app, { siteUrl }) => {
  // One endpoint, two shapes (spec section 3): the handbook lead is a pitch lead, the founder-ebook
  // lead a consultancy lead. Each gets its ebook: the link in the answer and in an e-mail.
  app.post(
    "/leads",
    {
      config: { public: true, rateLimit: app.rateLimits.publicWrite },
      schema: { body: LeadInputSchema, response: { 201: LeadCreatedSchema } },
    },
    async (request, reply) => {
      const lead = request.body;
      const founder = isFounderLead(lead);
      const ebook = EBOOKS[founder ? "before-you-build" : "ai-handbook"];
      const url = ebookUrl(siteUrl, ebook);
      // The lead is stored first; the mail after it never fails the request (app.mailer.send does
      // not throw), so a mail problem cannot lose a lead.
      const created = founder
        ? { kind: "consultancy" as const, ...(await createConsultancyLead(app.db, lead)) }
        : { kind: "pitch" as const, ...(await createPitchLead(app.db, lead)) };
      await app.mailer.send(
        founder ? founderLeadMail(lead, ebook, url) : handbookLeadMail(lead, ebook, url),
      );
      return reply.status(201).send({
        message: "Lead saved",
        ...created,
        ebook: { slug: ebook.slug, title: ebook.title, url },
      });
    },
  );

  app.get("/leads", { schema: { response: { 200: z.array(PitchLeadSchema) } } }, async () =>
    listPitchLeads(app.db),
  );

  app.get(
    "/consultancy-leads",
    { schema: { response: { 200: z.array(ConsultancyLeadSchema) } } },
    async () => listConsultancyLeads(app.db),
  );

  registerAdminList<PitchLeadRow, PitchLead>(app, {
    path: "/admin/pitch-leads",
    table: pitchLeads,
    searchColumn: pitchLeads.searchText,
    item: PitchLeadSchema,
    toItem: toPitchLead,
    csvColumns: [
      { header: "Received", value: (l) => l.createdAt },
      { header: "Name", value: (l) => l.name },
      { header: "E-mail", value: (l) => l.email },
      { header: "Role", value: (l) => l.role },
      { header: "Location", value: (l) => l.location },
    ],
  });

  registerAdminList<ConsultancyLeadRow, ConsultancyLead>(app, {
    path: "/admin/consultancy-leads",
    table: consultancyLeads,
    searchColumn: consultancyLeads.searchText,
    item: ConsultancyLeadSchema,
    toItem: toConsultancyLead,
    csvColumns: [
      { header: "Received", value: (l) => l.createdAt },
      { header: "Name", value: (l) => l.name },
      { header: "E-mail", value: (l) => l.email },
      { header: "Startup", value: (l) => l.startup },
      { header: "Stage", value: (l) => l.stage },
      { header: "Location", value: (l) => l.location },
      { header: "Investment (INR)", value: (l) => l.investment },
      { header: "Hours per day", value: (l) => l.hours },
    ],
  });
};
