import { APPLICATION_STATUSES } from "../constants";
import { DECISION_MAIL_KINDS, STATUS_MAILS } from "../decision-mails";
import { LANGUAGES } from "../languages";
import { PITCH_ON_DECISION } from "../pitch-slots";
import { APPLICATION_LAYOUT, DEVELOPMENT_STAGES } from "../questions/application";
import { EVALUATION_TOPICS } from "../scorecard";
import { hasScheduleWhenScheduled } from "../status-schedule";
import {
  EmailSchema,
  LIMITS,
  optionalMultilineText,
  optionalText,
  RecordMetaSchema,
  requiredMultilineText,
  requiredText,
  text,
} from "./common";
import { defineQuestionnaire, oneOf } from "./questions";
import { SCHEDULE_REQUIRED, ScheduleDateTimeSchema } from "./schedule";
import { ReportScorecardSchema } from "./scorecard";
import { ChangeIdSchema } from "./undo";
import { z } from "./zod";

const requiredLong = () => requiredMultilineText(LIMITS.text);
const optionalLong = () => optionalMultilineText(LIMITS.text);

/**
 * The rule of each of the applicant's questions (their layout is core/questions/application.ts);
 * the answers schema, the form's steps, its review, the console's view and the blanks stored for
 * optional answers all come from the two.
 */
const APPLICATION_QUESTIONNAIRE = defineQuestionnaire(APPLICATION_LAYOUT, {
  fullName: requiredText(LIMITS.name),
  designation: requiredText(),
  phone: requiredText(40),
  email: EmailSchema,
  linkedin: optionalText(),
  journey: requiredLong(),
  legacy: requiredLong(),
  achievements: optionalLong(),
  problem: requiredLong(),
  startupName: requiredText(),
  website: optionalText(),
  industry: requiredText(),
  pitch: requiredLong(),
  developmentStage: oneOf(DEVELOPMENT_STAGES),
  funded: requiredLong(),
  investmentDetails: requiredLong(),
  customerAcquisition: requiredLong(),
  challenge: requiredLong(),
  cofounders: requiredLong(),
  teamSize: z
    .number("This field is required")
    .int("Team size must be a whole number")
    .min(1, "Team size must be at least 1")
    .max(1_000_000, "Team size is too large"),
  executives: optionalLong(),
  decisionMaking: requiredLong(),
  expectations: requiredLong(),
  concerns: optionalLong(),
  needAdvisory: optionalLong(),
  supportAreas: optionalLong(),
  growthReport: optionalLong(),
});

/**
 * The language the founder applied in: the page's (`/ar/application` is Arabic). It decides the
 * language of their mails and of the links to their page; an older client that sends none applied
 * in English.
 */
export const ApplicantLanguageSchema = z
  .enum(LANGUAGES, "The language must be en or ar")
  .default("en");

/** The applicant's answers, as the form and the server check them. */
export const ApplicationAnswersSchema = APPLICATION_QUESTIONNAIRE.answersSchema;
export type ApplicationAnswers = z.infer<typeof ApplicationAnswersSchema>;
export type ApplicationFieldName = keyof ApplicationAnswers;

/** The five field steps of the application, in order (docs/product.md, section 3.3); the page reads core/questions. */
export { APPLICATION_STEPS } from "../questions/application";

/** The answers to store: every optional question left out as an empty string. */
export const withBlankApplicationAnswers = APPLICATION_QUESTIONNAIRE.withBlankAnswers;

/** The evaluation: an answer per topic of docs/product.md, section 9.3, blank topics left out. */
export const AdminAnswersSchema = z.partialRecord(
  z.enum(EVALUATION_TOPICS, "Unknown evaluation topic"),
  text().trim().max(LIMITS.text, `Must be at most ${LIMITS.text} characters`),
);
export type AdminAnswers = z.infer<typeof AdminAnswersSchema>;

/**
 * Every answer the founder gave, as stored (unanswered optional fields are empty strings): what staff
 * read and what the founder's own page shows back to them.
 */
export const SubmittedAnswersSchema = z.object({
  ...APPLICATION_QUESTIONNAIRE.storedShape,
  founderName: z.string().nullable(),
  investmentClarification: z.string().nullable(),
});
export type SubmittedAnswers = z.infer<typeof SubmittedAnswersSchema>;

/** A stored application as staff see it. */
export const ApplicationSchema = RecordMetaSchema.extend({
  ...SubmittedAnswersSchema.shape,
  paymentId: z.string().nullable(),
  couponCode: z.string().nullable(),
  finalPrice: z.number().int().nullable(),
  partnerName: z.string().nullable(),
  language: z.enum(LANGUAGES),
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
    /**
     * Our addition: "Notify the founder" with this e-mail (core/decision-mails.ts), which must be
     * one the new status may send (STATUS_MAILS).
     */
    notify: z.enum(DECISION_MAIL_KINDS, "Unknown e-mail").optional(),
    /** Our addition: the console's id for the change, so it can be undone (core/schemas/undo.ts). */
    changeId: ChangeIdSchema.optional(),
    /** Resolving an application whose pitch is booked: what becomes of the pitch. */
    pitch: z.enum(PITCH_ON_DECISION, "Choose cancel or keep").optional(),
  })
  .refine((update) => update.status || update.adminAnswers, {
    message: "Send a status or evaluation answers",
  })
  .refine(hasScheduleWhenScheduled, SCHEDULE_REQUIRED)
  .refine(
    (update) =>
      !update.notify || (update.status && STATUS_MAILS[update.status].includes(update.notify)),
    { path: ["notify"], message: "This e-mail does not go with that status" },
  );
export type ApplicationStatusUpdate = z.infer<typeof ApplicationStatusUpdateSchema>;

export const ReportRequestSchema = z.strictObject({ applicationId: z.uuid("Unknown application") });

/**
 * POST /api/apply/get-report (docs/product.md, section 5.4: the report), plus the reviewers' scorecard (null
 * for a reviewer who has not submitted their own).
 */
export const ReportSchema = z.object({
  startupName: z.string(),
  fullName: z.string(),
  email: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  scheduleDateTime: z.iso.datetime().nullable(),
  adminAnswers: z.record(z.string(), z.string()),
  scorecard: ReportScorecardSchema.nullable(),
});
export type Report = z.infer<typeof ReportSchema>;
