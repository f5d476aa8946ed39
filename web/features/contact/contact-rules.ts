import { parseWithZod } from "@conform-to/zod/v4";
import { ContactInputSchema } from "../../../core/schemas/contact";

// The contact form's browser-side check, with the server's schema: loaded when the form is first
// focused, never with the page (web/lib/form-rules.ts).
export const checkContact = (formData: FormData) =>
  parseWithZod(formData, { schema: ContactInputSchema });
