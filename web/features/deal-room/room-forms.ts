import type { FormActionData, FormFailure } from "../../lib/form-action";

/**
 * The deal room's forms post to its page's action, each with a hidden `form` naming it: the
 * firm's answer, or a question on one part of the deal (`questionForm`).
 */
export const ANSWER_FORM = "answer";

/** What the deal room's action answered one of its forms, the form named as it posted. */
export type RoomFormAnswer = { form: string } & (FormActionData | FormFailure);

/** The action's answer to `form`'s last post, if the last post was that form's. */
export const answerTo = (form: string, answered: RoomFormAnswer | undefined) =>
  answered?.form === form ? answered : undefined;
