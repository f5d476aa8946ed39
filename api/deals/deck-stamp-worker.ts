import { move } from "piscina";
import { type StampTask, stampPdf } from "./deck-stamp";

// The worker of stampCopyApart (deck-stamp.ts), run by a piscina pool (api/lib/worker-pool.ts):
// draws the stamp on the deck it is given and answers the stamped copy, moved rather than copied
// back, or null when pdf-lib cannot open the deck. Built beside the server as an entry of its own
// (scripts/build-api.mjs).

export default async function stampCopy({ bytes, stamp, language }: StampTask) {
  try {
    return move(await stampPdf(bytes, stamp, language));
  } catch {
    return null;
  }
}
