import { DECIDED_MESSAGE } from "../../core/pitch-slots";
import type { Database } from "../db/client";
import { HttpError } from "../lib/http-error";
import { founderStageOfApplication } from "./applications-repository";

/** Whether the founder's page says "Decision made" (the stage never goes back: core/founder-stage.ts). */
export const isDecided = async (db: Database, applicationId: string) =>
  (await founderStageOfApplication(db, applicationId)) === "Decision made";

/**
 * A decided application's page offers no pitch or deck action, and the server refuses them too
 * (docs/decisions/054-undo.md): a founder with an older tab open gets a 409 with the reason.
 */
export async function refuseWhenDecided(db: Database, applicationId: string) {
  if (await isDecided(db, applicationId)) throw new HttpError(409, DECIDED_MESSAGE);
}
