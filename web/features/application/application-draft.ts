import {
  type ApplicationFormValues,
  EMPTY_VALUES,
  FIELD_NAMES,
  FIRST_FIELD_STEP,
  REVIEW_STEP,
  stepErrors,
} from "./application-steps";

/** Where the browser keeps the unfinished application (DESIGN.md 6.6); versioned so a new shape can ignore an old one. */
export const DRAFT_KEY = "nakhla:application-draft";
const DRAFT_VERSION = 1;

export type ApplicationDraft = { step: number; values: ApplicationFormValues };

export const EMPTY_DRAFT: ApplicationDraft = { step: 0, values: EMPTY_VALUES };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * The draft stored under DRAFT_KEY, or null. Never throws: a corrupt, foreign or older value is
 * ignored, and within a valid draft each answer that is not text (or a finite number) is dropped.
 */
export function parseDraft(raw: string | null): ApplicationDraft | null {
  if (!raw) return null;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isRecord(data) || data.version !== DRAFT_VERSION || !isRecord(data.values)) return null;
  const stored = data.values;
  const values = { ...EMPTY_VALUES };
  for (const name of FIELD_NAMES) {
    const value = stored[name];
    if (typeof value === "string") values[name] = value;
    else if (typeof value === "number" && Number.isFinite(value)) values[name] = String(value);
  }
  const step =
    typeof data.step === "number" && Number.isInteger(data.step)
      ? Math.min(Math.max(data.step, 0), REVIEW_STEP)
      : 0;
  return { step, values };
}

/** The text stored for a draft: only the known answers, so nothing else leaks into storage. */
export function serializeDraft(draft: ApplicationDraft): string {
  const values = Object.fromEntries(FIELD_NAMES.map((name) => [name, draft.values[name] ?? ""]));
  return JSON.stringify({ version: DRAFT_VERSION, step: draft.step, values });
}

/** True when the founder has typed nothing yet: no draft is worth keeping. */
export const isBlankDraft = (draft: ApplicationDraft) =>
  draft.step === 0 && FIELD_NAMES.every((name) => draft.values[name].trim() === "");

/**
 * The screen to resume a draft on: the stored one, unless an earlier field step is not valid
 * (answers edited elsewhere, or a rule changed), in which case that step.
 */
export function resumeStep(draft: ApplicationDraft): number {
  for (let step = FIRST_FIELD_STEP; step < draft.step && step < REVIEW_STEP; step++) {
    if (Object.keys(stepErrors(step, draft.values)).length > 0) return step;
  }
  return draft.step;
}
