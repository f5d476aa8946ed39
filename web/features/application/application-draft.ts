import { draftCodec } from "../../components/multi-step-form/form-draft";
import { clearDraft } from "../../components/multi-step-form/use-form-draft";
import { APPLICATION_FORM } from "./application-steps";

/** Where the browser keeps the unfinished application (docs/architecture.md, rule 6). */
export const DRAFT_KEY = "nakhla:application-draft";

export const APPLICATION_DRAFT_CODEC = draftCodec(APPLICATION_FORM);

/** Removes the draft; called once the application has been submitted. */
export const clearApplicationDraft = () => clearDraft(DRAFT_KEY);
