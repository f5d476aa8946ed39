import { ConfirmTotpSchema } from "../../../../core/schemas/account";
import { z } from "../../../../core/schemas/zod";

/** The set-up's intent, beside its code: the Account screen's clientAction tells the form apart by it. */
export const CONFIRM_SETUP_INTENT = "confirm-setup";

/** The set-up's code as posted from the Account screen: its intent, and the app's first code. */
export const ConfirmSetupFormSchema = z.object({
  intent: z.literal(CONFIRM_SETUP_INTENT),
  code: ConfirmTotpSchema.shape.code,
});
