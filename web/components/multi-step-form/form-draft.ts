import type { FormSteps, FormValues } from "./form-steps";

const DRAFT_VERSION = 1;

export type FormDraft<Name extends string> = { step: number; values: FormValues<Name> };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * How a multi-step form's unfinished answers are kept in the browser (docs/architecture.md, rule 6): versioned so
 * a new shape can ignore an old one, and read back without ever throwing.
 */
export function draftCodec<Name extends string>(form: FormSteps<Name>) {
  const { fieldNames, emptyValues, firstFieldStep, reviewStep, stepErrors } = form;

  /**
   * The stored draft, or null. A corrupt, foreign or older value is ignored, and within a valid
   * draft each answer that is not text (or a finite number) is dropped.
   */
  function parseDraft(raw: string | null): FormDraft<Name> | null {
    if (!raw) return null;
    let data: unknown;
    try {
      data = JSON.parse(raw);
    } catch {
      return null;
    }
    if (!isRecord(data) || data.version !== DRAFT_VERSION || !isRecord(data.values)) return null;
    const stored = data.values;
    const values = { ...emptyValues };
    for (const name of fieldNames) {
      const value = stored[name];
      if (typeof value === "string") values[name] = value;
      else if (typeof value === "number" && Number.isFinite(value)) values[name] = String(value);
    }
    const step =
      typeof data.step === "number" && Number.isInteger(data.step)
        ? Math.min(Math.max(data.step, 0), reviewStep)
        : 0;
    return { step, values };
  }

  /** The text stored for a draft: only the known answers, so nothing else leaks into storage. */
  function serializeDraft(draft: FormDraft<Name>): string {
    const values = Object.fromEntries(fieldNames.map((name) => [name, draft.values[name] ?? ""]));
    return JSON.stringify({ version: DRAFT_VERSION, step: draft.step, values });
  }

  /** True when nothing has been typed yet: no draft is worth keeping. */
  const isBlankDraft = (draft: FormDraft<Name>) =>
    draft.step === 0 && fieldNames.every((name) => draft.values[name].trim() === "");

  /**
   * The screen to resume a draft on: the stored one, unless an earlier field step is not valid
   * (answers edited elsewhere, or a rule changed), in which case that step. The form's rules are
   * loaded only for a draft past its first field step.
   */
  async function resumeStep(draft: FormDraft<Name>): Promise<number> {
    for (let step = firstFieldStep; step < draft.step && step < reviewStep; step++) {
      if (Object.keys(await stepErrors(step, draft.values)).length > 0) return step;
    }
    return draft.step;
  }

  return { parseDraft, serializeDraft, isBlankDraft, resumeStep };
}

export type DraftCodec<Name extends string> = ReturnType<typeof draftCodec<Name>>;
