import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { CONSULTANCY_FORM_MINUTES } from "../../../core/constants";
import type { QuestionWords } from "../../components/multi-step-form/question-words";

/**
 * The consultancy form's step titles and questions, written once in English in
 * core/questions/consultancy.ts, as catalogue messages keyed by those words: the page shows them in
 * its language, and the answers sent stay keyed by the core's fields (consultancy-words.test.ts
 * checks the keys).
 */
export const CONSULTANCY_WORDS: Readonly<Record<string, MessageDescriptor>> = {
  "Your business": msg`Your business`,
  "Business name": msg`Business name`,
  "Business age (years)": msg`Business age (years)`,
  Industry: msg`Industry`,
  Website: msg`Website`,
  "E-mail for our reply": msg`E-mail for our reply`,
  "The problem": msg`The problem`,
  "The main problem you want solved": msg`The main problem you want solved`,
  "Other problems": msg`Other problems`,
  Expectations: msg`Expectations`,
  "What you expect from us": msg`What you expect from us`,
  "Consultancy you have had before": msg`Consultancy you have had before`,
  Review: msg`Review`,
  [CONSULTANCY_FORM_MINUTES]: msg`10–15 minutes`,
};

/** The consultancy form's words in the language of `i18n`; anything else as it is. */
export const consultancyWords =
  (i18n: I18n): QuestionWords =>
  (text) => {
    const known = CONSULTANCY_WORDS[text];
    return known ? i18n._(known) : text;
  };
