import type { ApplicationFieldName } from "../../../core/schemas/application";
import { draftCodec, type FormDraft } from "../../components/multi-step-form/form-draft";
import { clearDraft } from "../../components/multi-step-form/use-form-draft";
import { APPLICATION_FORM, EMPTY_VALUES } from "./application-steps";

/** Where the browser keeps the unfinished application (DESIGN.md 6.6). */
export const DRAFT_KEY = "nakhla:application-draft";

export type ApplicationDraft = FormDraft<ApplicationFieldName>;

export const EMPTY_DRAFT: ApplicationDraft = { step: 0, values: EMPTY_VALUES };

export const APPLICATION_DRAFT_CODEC = draftCodec(APPLICATION_FORM);
export const { parseDraft, serializeDraft, isBlankDraft, resumeStep } = APPLICATION_DRAFT_CODEC;

/** Removes the draft; called once the application has been submitted. */
export const clearApplicationDraft = () => clearDraft(DRAFT_KEY);
