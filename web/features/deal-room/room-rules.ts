import { parseWithZod } from "@conform-to/zod/v4";
import { DealAnswerFormSchema, DealAnswerLinkFormSchema } from "../../../core/schemas/deal-answer";
import { AskQuestionFormSchema } from "../../../core/schemas/deal-questions";
import {
  DealCodeFormSchema,
  DealTermsFormSchema,
  DealVerifyFormSchema,
} from "../../../core/schemas/deal-sharing";

// The deal room's forms' browser-side checks, with the schemas the page's actions parse them by:
// loaded when a form is first focused, never with the page (web/lib/form-rules.ts).

/** The way in: the link and the address, the code, the terms (way-in.tsx). */
export const checkCodeRequest = (formData: FormData) =>
  parseWithZod(formData, { schema: DealCodeFormSchema });
export const checkCode = (formData: FormData) =>
  parseWithZod(formData, { schema: DealVerifyFormSchema });
export const checkTerms = (formData: FormData) =>
  parseWithZod(formData, { schema: DealTermsFormSchema });

/** The firm's answer, in the room (answer-form.tsx) or from a mail's link (mail-answer.tsx). */
export const checkAnswer = (formData: FormData) =>
  parseWithZod(formData, { schema: DealAnswerFormSchema });
export const checkAnswerFromMail = (formData: FormData) =>
  parseWithZod(formData, { schema: DealAnswerLinkFormSchema });

/** A question on a part of the deal (ask-question.tsx). */
export const checkQuestion = (formData: FormData) =>
  parseWithZod(formData, { schema: AskQuestionFormSchema });
