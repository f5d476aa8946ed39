import { DEAL_MEMO_SECTIONS, type DealMemoSection } from "../deal-memo-sections";
import { text } from "./common";
import { z } from "./zod";

// Questions a firm asks on a shared deal, and staff's answers (docs/decisions/064-deal-questions.md).

/** A firm's questions on one deal, unless the admin sets another number for that deal. */
export const DEAL_QUESTION_LIMIT_DEFAULT = 10;
export const DEAL_QUESTION_LIMIT_MAX = 100;
export const DEAL_QUESTION_MAX_LENGTH = 2000;
export const DEAL_ANSWER_MAX_LENGTH = 5000;

const SECTION_IDS = DEAL_MEMO_SECTIONS.map((section) => section.id) as [
  DealMemoSection,
  ...DealMemoSection[],
];

/** What a question is about: a section of the memo, or a page of the founder's deck. */
export const QuestionTargetSchema = z.discriminatedUnion(
  "kind",
  [
    z.strictObject({
      kind: z.literal("memo"),
      section: z.enum(SECTION_IDS, "Choose a part of the memo"),
    }),
    z.strictObject({
      kind: z.literal("deck"),
      page: z
        .number("Enter the deck's page number")
        .int("Enter the deck's page number")
        .min(1, "Enter the deck's page number")
        .max(10_000, "Enter the deck's page number"),
    }),
  ],
  "Say what the question is about",
);
export type QuestionTarget = z.infer<typeof QuestionTargetSchema>;

/** How a target reads: "Risks", "Deck page 4". */
export const targetLabel = (target: QuestionTarget) =>
  target.kind === "deck"
    ? `Deck page ${target.page}`
    : (DEAL_MEMO_SECTIONS.find((section) => section.id === target.section)?.label ?? "The memo");

const questionText = (what: string, max: number) =>
  text(`Write your ${what}`)
    .trim()
    .min(1, `Write your ${what}`)
    .max(max, `At most ${max.toLocaleString("en-US")} characters`);

/** POST /api/deal-room/questions */
export const AskQuestionSchema = z.strictObject({
  target: QuestionTargetSchema,
  question: questionText("question", DEAL_QUESTION_MAX_LENGTH),
});
export type AskQuestion = z.input<typeof AskQuestionSchema>;
export type AskQuestionFields = z.output<typeof AskQuestionSchema>;

/**
 * The deal room's question form, as the page posts it (`target.kind`, `target.section` or
 * `target.page`, `question`): checked as POST /api/deal-room/questions checks it, less the page's
 * own fields (the form's name), which are not the question's.
 */
export const AskQuestionFormSchema = z.object(AskQuestionSchema.shape);

/**
 * private: only the asking firm sees the answer. published: every firm on the deal sees the
 * published wording of the question and the answer, without the asking firm, person or address.
 */
export const ANSWER_VISIBILITIES = ["private", "published"] as const;

const ANSWER_QUESTION_FIELDS = {
  answer: questionText("answer", DEAL_ANSWER_MAX_LENGTH),
  visibility: z.enum(ANSWER_VISIBILITIES, "Choose private or published"),
  /** The question as every firm reads it; staff take out what names the asking firm. */
  publishedQuestion: text("Must be text")
    .trim()
    .max(DEAL_QUESTION_MAX_LENGTH, `At most ${DEAL_QUESTION_MAX_LENGTH} characters`)
    .optional(),
};
/** A published answer goes with the question in staff's wording. */
const isWordedIfPublished = (value: {
  visibility: string;
  publishedQuestion?: string | undefined;
}) => value.visibility === "private" || (value.publishedQuestion ?? "").length > 0;
const WORDING_MISSING = {
  message: "Write the question as every firm will read it",
  path: ["publishedQuestion"],
};

/** POST /api/admin/deal-questions/:id/answer */
export const AnswerQuestionSchema = z
  .strictObject(ANSWER_QUESTION_FIELDS)
  .refine(isWordedIfPublished, WORDING_MISSING);
/**
 * The console's answer form, as it posts it: the same, less the form's own fields (its intent,
 * the question's id).
 */
export const AnswerQuestionFormSchema = z
  .object(ANSWER_QUESTION_FIELDS)
  .refine(isWordedIfPublished, WORDING_MISSING);
export type AnswerQuestion = z.input<typeof AnswerQuestionSchema>;

/** PUT /api/admin/applications/:id/question-limit */
export const QuestionLimitSchema = z.strictObject({
  limit: z
    .number("Enter a whole number of questions")
    .int("Enter a whole number of questions")
    .min(0, "At least 0 questions")
    .max(DEAL_QUESTION_LIMIT_MAX, `At most ${DEAL_QUESTION_LIMIT_MAX} questions`),
});
/** The console's limit form, as it posts it: the same, less the form's own intent. */
export const QuestionLimitFormSchema = z.object(QuestionLimitSchema.shape);

/** A question and its answer as the asking firm reads it. */
export const FirmQuestionSchema = z.object({
  _id: z.uuid(),
  target: QuestionTargetSchema,
  question: z.string(),
  askedBy: z.string(),
  askedAt: z.iso.datetime(),
  answer: z.string().nullable(),
  answeredAt: z.iso.datetime().nullable(),
  /** Published to every firm on the deal (without the asking firm's name). */
  published: z.boolean(),
});
/** A published question as every firm on the deal reads it: nothing of who asked. */
export const PublishedQuestionSchema = z.object({
  _id: z.uuid(),
  target: QuestionTargetSchema,
  question: z.string(),
  answer: z.string(),
  answeredAt: z.iso.datetime(),
});
/** The deal room's questions: the firm's own, the deal's published ones, and how many are left. */
export const FirmQuestionsSchema = z.object({
  limit: z.number().int(),
  left: z.number().int(),
  mine: z.array(FirmQuestionSchema),
  published: z.array(PublishedQuestionSchema),
});
export type FirmQuestions = z.infer<typeof FirmQuestionsSchema>;

export const AskedQuestionSchema = z.object({
  message: z.string(),
  left: z.number().int(),
});
export type AskedQuestion = z.infer<typeof AskedQuestionSchema>;

/** A question as staff see it: who asked, from which firm, and its answer. */
export const StaffQuestionSchema = z.object({
  _id: z.uuid(),
  firmId: z.uuid(),
  firmName: z.string(),
  askedBy: z.string(),
  askedByEmail: z.string(),
  target: QuestionTargetSchema,
  question: z.string(),
  askedAt: z.iso.datetime(),
  answer: z.string().nullable(),
  visibility: z.enum(ANSWER_VISIBILITIES).nullable(),
  publishedQuestion: z.string().nullable(),
  answeredByName: z.string().nullable(),
  answeredAt: z.iso.datetime().nullable(),
});
export type StaffQuestion = z.infer<typeof StaffQuestionSchema>;
export const DealQuestionsSchema = z.object({
  limit: z.number().int(),
  questions: z.array(StaffQuestionSchema),
});
export type DealQuestions = z.infer<typeof DealQuestionsSchema>;
