import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { APPLICATION_MINUTES } from "../../core/constants";
import type { QuestionWords } from "../components/multi-step-form/question-words";

/**
 * The application's step titles, questions and stage choices, written once in English in
 * core/questions/application.ts, as catalogue messages keyed by those words: the page shows them in
 * its language, and the values sent stay the core's (application-words.test.ts checks the keys).
 */
export const APPLICATION_WORDS: Readonly<Record<string, MessageDescriptor>> = {
  "Founder identity": msg`Founder identity`,
  "Full name": msg`Full name`,
  Designation: msg`Designation`,
  Phone: msg`Phone`,
  "E-mail": msg`E-mail`,
  "LinkedIn profile": msg`LinkedIn profile`,
  "About the entrepreneurs": msg`About the entrepreneurs`,
  "Your entrepreneurial journey": msg`Your entrepreneurial journey`,
  "The legacy you want to build": msg`The legacy you want to build`,
  Achievements: msg`Achievements`,
  "The problem you are solving": msg`The problem you are solving`,
  "Startup details": msg`Startup details`,
  "Startup name": msg`Startup name`,
  Website: msg`Website`,
  Industry: msg`Industry`,
  "Your pitch": msg`Your pitch`,
  "Development stage": msg`Development stage`,
  "Funded so far?": msg`Funded so far?`,
  "Investment details": msg`Investment details`,
  "Customer acquisition": msg`Customer acquisition`,
  "Biggest challenge": msg`Biggest challenge`,
  Team: msg`Team`,
  "Co-founders": msg`Co-founders`,
  "Team size": msg`Team size`,
  "Key executives": msg`Key executives`,
  "How decisions are made": msg`How decisions are made`,
  Expectations: msg`Expectations`,
  "What you expect from us": msg`What you expect from us`,
  Concerns: msg`Concerns`,
  "Advisory needs": msg`Advisory needs`,
  "Support areas": msg`Support areas`,
  "Growth report": msg`Growth report`,
  Review: msg`Review`,
  "Select a stage": msg`Select a stage`,
  Idea: msg`Idea`,
  "MVP Built": msg`MVP Built`,
  "Early Users": msg`Early Users`,
  "Revenue Generating": msg`Revenue Generating`,
  Scaling: msg`Scaling`,
  Profitable: msg`Profitable`,
  [APPLICATION_MINUTES]: msg`15–20 minutes`,
};

/** The application's words in the language of `i18n`; anything else as it is. */
export const applicationWords =
  (i18n: I18n): QuestionWords =>
  (text) => {
    const known = APPLICATION_WORDS[text];
    return known ? i18n._(known) : text;
  };
