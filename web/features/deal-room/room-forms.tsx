import type { FormEvent, ReactNode } from "react";
import { Form, useFetcher, useNavigation } from "react-router";
import {
  type FormActionData,
  type FormFailure,
  failureText,
  isFailure,
} from "../../lib/form-action";
import type { useFormRules } from "../../lib/form-rules";

/**
 * The deal room's forms post to its page's action, each with a hidden `form` naming it: the
 * firm's answer, or a question on one part of the deal (`questionForm`).
 */
export const ANSWER_FORM = "answer";
/** The way in: the link and the address, the code, the terms (way-in.tsx). */
export const WAY_IN_FORMS = {
  code: "way-in-code",
  verify: "way-in-verify",
  terms: "way-in-terms",
} as const;
/** A question on the memo (one form, its part chosen in it) or on the deck's page shown. */
export const QUESTION_FORMS = { memo: "question-memo", deck: "question-deck" } as const;

/**
 * What the deal room's action answered one of its forms, the form named as it posted, with what
 * the server said of a question it took (`said`: how many are left).
 */
export type RoomFormAnswer = {
  form: string;
  said?: string;
  /** The way in's link and address as posted, for its next form to carry. */
  carried?: { link: string; email: string };
} & (FormActionData | FormFailure);

/** The action's answer to `form`'s last post, if the last post was that form's. */
export const answerTo = (form: string, answered: RoomFormAnswer | undefined) =>
  answered?.form === form ? answered : undefined;

export const isWayInForm = (form: string) => Object.values<string>(WAY_IN_FORMS).includes(form);

export const isQuestionForm = (form: string) =>
  Object.values<string>(QUESTION_FORMS).includes(form);

/**
 * The way in's one fetcher, its three forms' (way-in.tsx): a post leaves the page's address as it
 * is (the link's #token, which the page reads, stays in it), and its data is the way in's last
 * answer, whichever step posted.
 */
export const useWayInFetcher = () => useFetcher<RoomFormAnswer>({ key: "deal-room-way-in" });

/** A form's browser-side check, loaded on the form's first focus (`useFormRules`). */
type Rules = ReturnType<typeof useFormRules>;

/**
 * One of the deal room's forms (docs/decisions/076-route-forms.md): posted to the page's action
 * with its hidden `form` naming it, the page kept where it is; `form` is conform's, and `rules` its
 * check, loaded when the form is first focused (docs/decisions/079-form-rules-on-first-use.md).
 * With `fetcher`, posted by that fetcher (`fetcher.Form`) rather than as a navigation.
 */
export function RoomForm({
  name,
  form,
  rules,
  fetcher,
  labelledBy,
  label,
  children,
}: {
  name: string;
  form: { id: string; onSubmit: (event: FormEvent<HTMLFormElement>) => void };
  rules: Pick<Rules, "onSubmit" | "onFocus">;
  fetcher?: { Form: typeof Form } | undefined;
  children: ReactNode;
} & ({ labelledBy: string; label?: never } | { label: string; labelledBy?: never })) {
  const Posted = fetcher ? fetcher.Form : Form;
  return (
    <Posted
      method="post"
      preventScrollReset
      id={form.id}
      onSubmit={rules.onSubmit(form.onSubmit)}
      onFocus={rules.onFocus}
      noValidate
      className="form"
      aria-labelledby={labelledBy}
      aria-label={label}
    >
      <input type="hidden" name="form" value={name} />
      {children}
    </Posted>
  );
}

/** Whether the form named `name` is being posted. */
export const usePosting = (name: string) => useNavigation().formData?.get("form") === name;

/**
 * What a room form says under itself: what kept its post from the server (in `texts`), else the
 * action's error for the whole form (the session ended, a limit reached).
 */
export const roomFormError = (
  answered: RoomFormAnswer | undefined,
  formErrors: string[] | undefined,
  texts: { fallback: string; network: string },
) => (answered && isFailure(answered) ? failureText(answered, texts) : formErrors?.[0]);
