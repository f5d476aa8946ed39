/**
 * The layout of a multi-step form's questions, without their rules: what the page needs to draw the
 * intro, the steps and the review, in a module that does not load zod (the rules are in
 * core/schemas/questions.ts, loaded by the form only when it checks; docs/decisions/031-light-form-pages.md).
 */

/** How a question is answered; the form draws its input from this, the console reads it too. */
export type FieldKind = "text" | "textarea" | "email" | "tel" | "url" | "number" | "select";

/** One question as laid out: its label, how it is answered, and whether it may be left out. */
export type QuestionLayout = {
  label: string;
  /** "text" when left out. */
  kind?: FieldKind;
  /** The choices of a select, in order. */
  options?: readonly string[];
  /** True when it may be left out; its rule (core/schemas) must then accept no answer. */
  optional?: true;
};

/** One field step: its title (its heading, the progress and the review) and its questions in order. */
export type StepLayout = { title: string; questions: Record<string, QuestionLayout> };

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

/** Every question name of a layout. */
export type QuestionName<Steps extends readonly StepLayout[]> = {
  [I in keyof Steps]: keyof Steps[I]["questions"];
}[number] &
  string;

/** The field steps of a layout in order; a tuple as long as the layout, so steps[0] is a step. */
export function questionSteps<const Steps extends readonly StepLayout[]>(layout: Steps) {
  type Name = QuestionName<Steps>;
  const seen = new Set<string>();
  return layout.map((step) => ({
    title: step.title,
    fields: Object.entries(step.questions).map(([name, question]): QuestionField<Name> => {
      if (seen.has(name)) throw new Error(`The question ${name} is asked twice`);
      seen.add(name);
      const { label, kind = "text", options, optional } = question;
      return { name: name as Name, label, kind, required: !optional, ...(options && { options }) };
    }),
  })) as { -readonly [I in keyof Steps]: QuestionStep<Name> };
}
