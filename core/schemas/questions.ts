import { z } from "./zod";

/** How a question is answered; the form draws its input from this, the console reads it too. */
export type FieldKind = "text" | "textarea" | "email" | "tel" | "url" | "number" | "select";

/**
 * One question of a multi-step form. Whether it must be answered is its schema's to say: a schema
 * that accepts a missing answer (optionalText) makes the question optional.
 */
export type Question = {
  label: string;
  /** "text" when left out. */
  kind?: FieldKind;
  schema: z.ZodType;
  /** The choices of a select, in order. */
  options?: readonly string[];
};

/** One field step: its title (its heading, the progress and the review) and its questions in order. */
export type QuestionnaireStep = { title: string; questions: Record<string, Question> };

/** A question as the form, the review and the console list it. */
export type QuestionField<Name extends string> = {
  name: Name;
  label: string;
  kind: FieldKind;
  required: boolean;
  options?: readonly string[];
};
export type QuestionStep<Name extends string> = {
  title: string;
  fields: readonly QuestionField<Name>[];
};

// Every question of every step, by name: the steps' question maps joined into one.
type AllQuestions<Step extends QuestionnaireStep> = {
  [Name in Step extends unknown ? keyof Step["questions"] : never]: Step extends {
    questions: Record<Name, infer Asked>;
  }
    ? Asked
    : never;
};

/** A select question: its options, and an answer that must be one of them. */
export const chooseOne = <const Options extends readonly [string, ...string[]]>(
  label: string,
  options: Options,
) => ({
  label,
  kind: "select" as const,
  options,
  schema: z.enum(options, "This field is required"),
});

/**
 * Everything a multi-step form derives from its questions, written once: the answers schema the
 * form and the server check, the steps the form, its review and the console show, the shape of a
 * stored record, and the blank answers the server stores for optional questions left out.
 */
export function defineQuestionnaire<const Steps extends readonly QuestionnaireStep[]>(
  definition: Steps,
) {
  type Questions = AllQuestions<Steps[number]>;
  type Name = keyof Questions & string;

  const questions: Record<string, Question> = {};
  for (const step of definition) {
    for (const [name, question] of Object.entries(step.questions)) {
      if (name in questions) throw new Error(`The question ${name} is asked twice`);
      questions[name] = question;
    }
  }
  const names = Object.keys(questions) as Name[];
  const questionOf = (name: string): Question => {
    const question = questions[name];
    if (!question) throw new Error(`No question ${name}`);
    return question;
  };
  const kindOf = (name: string) => questionOf(name).kind ?? "text";
  const isRequired = (name: string) => !questionOf(name).schema.safeParse(undefined).success;

  const shapeOf = <Shape>(schemaOf: (name: Name) => z.ZodType) =>
    Object.fromEntries(names.map((name) => [name, schemaOf(name)])) as Shape;

  /** The answers as the founder sends them: required and optional exactly as the questions say. */
  const answersSchema = z.strictObject(
    shapeOf<{
      [N in keyof Questions]: Questions[N] extends Question ? Questions[N]["schema"] : never;
    }>((name) => questionOf(name).schema),
  );
  type Answers = z.output<typeof answersSchema>;
  /** The answers as stored: an optional question left out is an empty string. */
  type StoredAnswers = { [N in keyof Answers]-?: Exclude<Answers[N], undefined> };

  const field = (name: Name): QuestionField<Name> => {
    const { label, options } = questionOf(name);
    return {
      name,
      label,
      kind: kindOf(name),
      required: isRequired(name),
      ...(options && { options }),
    };
  };
  /** The field steps in order; a tuple as long as the definition, so steps[0] is a step. */
  const steps = definition.map((step) => ({
    title: step.title,
    fields: Object.keys(step.questions).map((name) => field(name as Name)),
  })) as { -readonly [I in keyof Steps]: QuestionStep<Name> };

  /** A stored record's answers on the wire: numbers for number questions, text for the rest. */
  const storedShape = shapeOf<{
    [N in keyof Questions]: Questions[N] extends { kind: "number" } ? z.ZodNumber : z.ZodString;
  }>((name) => (kindOf(name) === "number" ? z.number() : z.string()));

  const optionalNames = names.filter((name) => !isRequired(name));
  /** The answers with every optional question left out given as an empty string, for storing. */
  const withBlankAnswers = (answers: Answers): StoredAnswers =>
    ({
      ...Object.fromEntries(optionalNames.map((name) => [name, ""])),
      ...Object.fromEntries(Object.entries(answers).filter(([, answer]) => answer !== undefined)),
    }) as StoredAnswers;

  return { answersSchema, steps, storedShape, withBlankAnswers };
}
