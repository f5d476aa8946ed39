import {
  type QuestionName,
  type QuestionStep,
  questionSteps,
  type StepLayout,
} from "../questions/questionnaire";
import { z } from "./zod";

export type {
  FieldKind,
  QuestionField,
  QuestionStep,
} from "../questions/questionnaire";

/** A select question's rule: an answer that must be one of its options. */
export const oneOf = <const Options extends readonly [string, ...string[]]>(options: Options) =>
  z.enum(options, "This field is required");

/**
 * Everything a multi-step form derives from its questions, written once: the answers schema the
 * form and the server check, the steps the form, its review and the console show, the shape of a
 * stored record, and the blank answers the server stores for optional questions left out. The
 * layout (core/questions, no zod) says what is asked; `rules` says how each answer is checked.
 */
export function defineQuestionnaire<
  const Steps extends readonly StepLayout[],
  Rules extends Record<QuestionName<Steps>, z.ZodType>,
>(layout: Steps, rules: Rules) {
  type Name = QuestionName<Steps>;
  const steps = questionSteps(layout);
  const fields = steps.flatMap((step: QuestionStep<Name>) => step.fields);
  const names = fields.map((field) => field.name);
  for (const name of Object.keys(rules)) {
    if (!names.includes(name as Name)) throw new Error(`The rule ${name} has no question`);
  }
  for (const field of fields) {
    const rule: z.ZodType | undefined = rules[field.name];
    if (!rule) throw new Error(`The question ${field.name} has no rule`);
    // The layout's "optional" and the rule must agree, so the page says what the server checks.
    if (field.required === rule.safeParse(undefined).success) {
      throw new Error(
        `The question ${field.name} is ${field.required ? "required" : "optional"} in its layout, not in its rule`,
      );
    }
  }

  /** The answers as the founder sends them: required and optional exactly as the questions say. */
  const answersSchema = z.strictObject(rules);
  type Answers = z.output<typeof answersSchema>;
  /** The answers as stored: an optional question left out is an empty string. */
  type StoredAnswers = { [N in keyof Answers]-?: Exclude<Answers[N], undefined> };

  /** A stored record's answers on the wire: numbers for number questions, text for the rest. */
  const storedShape = Object.fromEntries(
    fields.map((field) => [field.name, field.kind === "number" ? z.number() : z.string()]),
  ) as {
    [N in keyof Rules]: z.output<Rules[N]> extends number | undefined ? z.ZodNumber : z.ZodString;
  };

  const optionalNames = fields.filter((field) => !field.required).map((field) => field.name);
  /** The answers with every optional question left out given as an empty string, for storing. */
  const withBlankAnswers = (answers: Answers): StoredAnswers =>
    ({
      ...Object.fromEntries(optionalNames.map((name) => [name, ""])),
      ...Object.fromEntries(Object.entries(answers).filter(([, answer]) => answer !== undefined)),
    }) as StoredAnswers;

  return { answersSchema, steps, storedShape, withBlankAnswers };
}
