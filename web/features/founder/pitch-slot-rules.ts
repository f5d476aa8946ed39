import { parseWithZod } from "@conform-to/zod/v4";
import { PitchSlotFormSchema } from "../../../core/schemas/pitch-slot";

// The pitch slot's browser-side check, with the server's schema: loaded when the form is first
// focused, never with the page (web/lib/form-rules.ts).
export const checkPitchSlot = (formData: FormData) =>
  parseWithZod(formData, { schema: PitchSlotFormSchema });
