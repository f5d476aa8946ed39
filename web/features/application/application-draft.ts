import { draftCodec } from "../../components/multi-step-form/form-draft";
import { clearDraft } from "../../components/multi-step-form/use-form-draft";
import { APPLICATION_FORM } from "./application-steps";

/** Where the browser keeps the unfinished application (docs/architecture.md, rule 6). */
export const DRAFT_KEY = "nakhla:application-draft";

export const APPLICATION_DRAFT_CODEC = draftCodec(APPLICATION_FORM);

/**
 * The token of the draft saved on the server from this browser ("Save and continue later"), so a
 * second save updates it and sends the same link (docs/decisions/021-pitch-slots-and-drafts.md).
 */
export const SERVER_DRAFT_KEY = "nakhla:application-draft-link";

export const serverDraftToken = {
  get: (): string | null => {
    try {
      return localStorage.getItem(SERVER_DRAFT_KEY);
    } catch {
      return null;
    }
  },
  set: (token: string) => {
    try {
      localStorage.setItem(SERVER_DRAFT_KEY, token);
    } catch {
      // Without storage a later save makes a new draft: nothing is lost.
    }
  },
};

/** Removes the draft (and the link to its server copy); called once the application has been submitted. */
export const clearApplicationDraft = () => {
  clearDraft(DRAFT_KEY);
  clearDraft(SERVER_DRAFT_KEY);
};
