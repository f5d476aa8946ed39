import { ProofSchema } from "../../../../core/schemas/account";
import { z } from "../../../../core/schemas/zod";

/** What a proof is asked for: moving to a new phone, new recovery codes, or turning the app off. */
export const PROOF_INTENTS = ["start-setup", "recovery-codes", "turn-off"] as const;
export type ProofIntent = (typeof PROOF_INTENTS)[number];

/** The proof form as posted: its intent, and the proof checked with the call's own schema. */
export const ProofFormSchema = z.object({
  intent: z.enum(PROOF_INTENTS),
  proof: ProofSchema.shape.proof,
});
