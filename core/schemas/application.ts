import { APPLICATION_STATUSES, DEVELOPMENT_STAGES, EVALUATION_TOPICS } from "../constants";
import { hasScheduleWhenScheduled } from "../status-schedule";
import { EmailSchema, LIMITS, optionalText, RecordMetaSchema, requiredText } from "./common";
import { SCHEDULE_REQUIRED, ScheduleDateTimeSchema } from "./schedule";
import { z } from "./zod";

/** How a field is entered; the form and the admin view both read this. */
export type FieldKind = "text" | "textarea" | "email" | "tel" | "url" | "number" | "select";
export type ApplicationField = {
  name: ApplicationFieldName;
  label: string;
  kind: FieldKind;
  required: boolean;
};

const requiredLong = () => requiredText(LIMITS.text);
const optionalLong = () => optionalText(LIMITS.text);

/** The applicant's answers (spec sections 3 and 5): required and optional exactly as listed there. */
export const ApplicationAnswersSchema = z.strictObject({
  // Step 1: founder identity
  fullName: requiredText(LIMITS.name),
  designation: requiredText(),
  phone: requiredText(40),
  email: EmailSchema,
  linkedin: optionalText(),
  // Step 2: about the entrepreneurs
  journey: requiredLong(),
  legacy: requiredLong(),
  achievements: optionalLong(),
  problem: requiredLong(),
  // Step 3: startup details
  startupName: requiredText(),
  website: optionalText(),
  industry: requiredText(),
  pitch: requiredLong(),
  developmentStage: z.enum(DEVELOPMENT_STAGES, "This field is required"),
  funded: requiredLong(),
  investmentDetails: requiredLong(),
  customerAcquisition: requiredLong(),
  challenge: requiredLong(),
  // Step 4: team
  cofounders: requiredLong(),
  teamSize: z
    .number("This field is required")
    .int("Team size must be a whole number")
    .min(1, "Team size must be at least 1")
    .max(1_000_000, "Team size is too large"),
  executives: optionalLong(),
  decisionMaking: requiredLong(),
  // Step 5: expectations
  expectations: requiredLong(),
  concerns: optionalLong(),
  needAdvisory: optionalLong(),
  supportAreas: optionalLong(),
  growthReport: optionalLong(),
});
export type ApplicationAnswers = z.infer<typeof ApplicationAnswersSchema>;
export type ApplicationFieldName = keyof ApplicationAnswers;

const field = (
  name: ApplicationFieldName,
  label: string,
  kind: FieldKind = "text",
): ApplicationField => ({
  name,
  label,
  kind,
  required: !ApplicationAnswersSchema.shape[name].safeParse(undefined).success,
});

/** The five field steps of the application, in order (spec section 3). */
export const APPLICATION_STEPS = [
  {
    title: "Founder identity",
    fields: [
      field("fullName", "Full name"),
      field("designation", "Designation"),
      field("phone", "Phone", "tel"),
      field("email", "E-mail", "email"),
      field("linkedin", "LinkedIn profile", "url"),
    ],
  },
  {
    title: "About the entrepreneurs",
    fields: [
      field("journey", "Your entrepreneurial journey", "textarea"),
      field("legacy", "The legacy you want to build", "textarea"),
      field("achievements", "Achievements", "textarea"),
      field("problem", "The problem you are solving", "textarea"),
    ],
  },
  {
    title: "Startup details",
    fields: [
      field("startupName", "Startup name"),
      field("website", "Website", "url"),
      field("industry", "Industry"),
      field("pitch", "Your pitch", "textarea"),
      field("developmentStage", "Development stage", "select"),
      field("funded", "Funded so far?", "textarea"),
      field("investmentDetails", "Investment details", "textarea"),
      field("customerAcquisition", "Customer acquisition", "textarea"),
      field("challenge", "Biggest challenge", "textarea"),
    ],
  },
  {
    title: "Team",
    fields: [
      field("cofounders", "Co-founders", "textarea"),
      field("teamSize", "Team size", "number"),
      field("executives", "Key executives", "textarea"),
      field("decisionMaking", "How decisions are made", "textarea"),
    ],
  },
  {
    title: "Expectations",
    fields: [
      field("expectations", "What you expect from us", "textarea"),
      field("concerns", "Concerns", "textarea"),
      field("needAdvisory", "Advisory needs", "textarea"),
      field("supportAreas", "Support areas", "textarea"),
      field("growthReport", "Growth report", "textarea"),
    ],
  },
] as const;

/** The evaluation: an answer per topic of spec section 9, blank topics left out. */
export const AdminAnswersSchema = z.partialRecord(
  z.enum(EVALUATION_TOPICS, "Unknown evaluation topic"),
  z.string().trim().max(LIMITS.text, `Must be at most ${LIMITS.text} characters`),
);
export type AdminAnswers = z.infer<typeof AdminAnswersSchema>;

/** A stored application as staff see it; unanswered optional fields are empty strings. */
export const ApplicationSchema = RecordMetaSchema.extend({
  fullName: z.string(),
  founderName: z.string().nullable(),
  designation: z.string(),
  phone: z.string(),
  email: z.string(),
  linkedin: z.string(),
  journey: z.string(),
  legacy: z.string(),
  achievements: z.string(),
  problem: z.string(),
  startupName: z.string(),
  website: z.string(),
  industry: z.string(),
  pitch: z.string(),
  developmentStage: z.string(),
  funded: z.string(),
  investmentDetails: z.string(),
  investmentClarification: z.string().nullable(),
  customerAcquisition: z.string(),
  challenge: z.string(),
  cofounders: z.string(),
  teamSize: z.number(),
  executives: z.string(),
  decisionMaking: z.string(),
  expectations: z.string(),
  concerns: z.string(),
  needAdvisory: z.string(),
  supportAreas: z.string(),
  growthReport: z.string(),
  paymentId: z.string().nullable(),
  couponCode: z.string().nullable(),
  finalPrice: z.number().int().nullable(),
  partnerName: z.string().nullable(),
  status: z.enum(APPLICATION_STATUSES),
  scheduleDateTime: z.iso.datetime().nullable(),
  adminAnswers: z.record(z.string(), z.string()),
  updatedAt: z.iso.datetime(),
});
export type Application = z.infer<typeof ApplicationSchema>;

/**
 * PATCH /api/apply/update-status. Scheduled needs a schedule; submitted answers store the
 * evaluation and resolve the application.
 */
export const ApplicationStatusUpdateSchema = z
  .strictObject({
    applicationId: z.uuid("Unknown application"),
    status: z.enum(APPLICATION_STATUSES, "Choose a status").optional(),
    scheduleDateTime: ScheduleDateTimeSchema.nullable().optional(),
    adminAnswers: AdminAnswersSchema.optional(),
  })
  .refine((update) => update.status || update.adminAnswers, {
    message: "Send a status or evaluation answers",
  })
  .refine(hasScheduleWhenScheduled, SCHEDULE_REQUIRED);
export type ApplicationStatusUpdate = z.infer<typeof ApplicationStatusUpdateSchema>;

export const ReportRequestSchema = z.strictObject({ applicationId: z.uuid("Unknown application") });

/** POST /api/apply/get-report (spec section 3: startup report). */
export const ReportSchema = z.object({
  startupName: z.string(),
  fullName: z.string(),
  email: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  scheduleDateTime: z.iso.datetime().nullable(),
  adminAnswers: z.record(z.string(), z.string()),
});
export type Report = z.infer<typeof ReportSchema>;
