import { parseWithZod } from "@conform-to/zod/v4";
import { DraftSaveFormSchema } from "../../../core/schemas/application-draft";

// "Save and continue later"'s browser-side check, with the API's schema for the same save: loaded
// when its dialog's form is first focused, never with the page (web/lib/form-rules.ts).
export const checkDraftSave = (formData: FormData) =>
  parseWithZod(formData, { schema: DraftSaveFormSchema });
