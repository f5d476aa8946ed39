import type { FormActionData, FormFailure } from "../../lib/form-action";

/**
 * The deal room's forms post to its page's action, each with a hidden `form` naming it: the
 * firm's answer, or a question on one part of the deal (`questionForm`).
 */
export const ANSWER_FORM = "answer";
/** A question on the memo (one form, its part chosen in it) or on the deck's page shown. */
export const QUESTION_FORMS = { memo: "question-memo", deck: "question-deck" } as const;

/**
 * What the deal room's action answered one of its forms, the form named as it posted, with what
 * the server said of a question it took (`said`: how many are left).
 */
export type RoomFormAnswer = { form: string; said?: string } & (FormActionData | FormFailure);

/** The action's answer to `form`'s last post, if the last post was that form's. */
export const answerTo = (form: string, answered: RoomFormAnswer | undefined) =>
  answered?.form === form ? answered : undefined;

export const isQuestionForm = (form: string) =>
  Object.values<string>(QUESTION_FORMS).includes(form);
