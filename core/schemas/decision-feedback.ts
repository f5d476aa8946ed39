import { LANGUAGES } from "../languages";
import { optionalMultilineText, requiredMultilineText } from "./common";
import { z } from "./zod";

// The reviewers' feedback a decision mail carries (docs/product.md, "Feedback in the decision
// mail"): drafted from the scorecards' notes, edited and approved by an admin, or declined with a
// reason; sent with the decision mail and kept on the founder's page.

/** The longest summary an admin approves, and the longest reason for sending none. */
export const FEEDBACK_SUMMARY_MAX = 4000;
export const NO_FEEDBACK_REASON_MAX = 500;

/** PUT /api/admin/applications/:id/feedback: approve a summary, or send none and say why. */
export const DecisionFeedbackInputSchema = z.discriminatedUnion(
  "choice",
  [
    z.strictObject({
      choice: z.literal("summary"),
      summary: requiredMultilineText(FEEDBACK_SUMMARY_MAX),
    }),
    z.strictObject({
      choice: z.literal("none"),
      reason: requiredMultilineText(NO_FEEDBACK_REASON_MAX),
    }),
  ],
  { error: () => "Choose to approve a summary or to send none" },
);
export type DecisionFeedbackInput = z.infer<typeof DecisionFeedbackInputSchema>;

/** The console's feedback form, as it posts: its button names the choice, which needs its text. */
export const FEEDBACK_INTENTS = ["feedback-approve", "feedback-none"] as const;
export const DecisionFeedbackFormSchema = z
  .object({
    intent: z.enum(FEEDBACK_INTENTS),
    summary: optionalMultilineText(FEEDBACK_SUMMARY_MAX),
    reason: optionalMultilineText(NO_FEEDBACK_REASON_MAX),
  })
  .superRefine((form, context) => {
    if (form.intent === "feedback-approve" && !form.summary) {
      context.addIssue({
        code: "custom",
        path: ["summary"],
        message: "Write the summary the founder will read",
      });
    }
    if (form.intent === "feedback-none" && !form.reason) {
      context.addIssue({
        code: "custom",
        path: ["reason"],
        message: "Say why the founder gets no feedback",
      });
    }
  });

/** GET (and PUT's answer): the draft from the notes, and what an admin chose, if anything. */
export const DecisionFeedbackSchema = z.object({
  /** The founder's language: the summary goes in it, so the admin writes it in it. */
  language: z.enum(LANGUAGES),
  /** The scorecards' notes per topic, without names: where the admin starts from. */
  draft: z.string(),
  chosen: z
    .object({
      /** Null when the admin chose to send none. */
      summary: z.string().nullable(),
      noSummaryReason: z.string().nullable(),
      chosenBy: z.string(),
      chosenAt: z.iso.datetime(),
      /** When the decision mail carried it; after that it cannot change. */
      sentAt: z.iso.datetime().nullable(),
    })
    .nullable(),
});
export type DecisionFeedback = z.infer<typeof DecisionFeedbackSchema>;
