import { createContext, useContext } from "react";

/**
 * What a question's label, a step's title or a choice says in the page's language. The questions
 * are written once, in English, in core/questions (the server and the console read them too); each
 * form gives its own words for them (docs/decisions/059-languages.md). The values sent stay the
 * core's.
 */
export type QuestionWords = (text: string) => string;

export const QuestionWordsContext = createContext<QuestionWords>((text) => text);

/** The form's words for its questions, steps and choices. */
export const useQuestionWords = () => useContext(QuestionWordsContext);
