import { SCORED_TOPICS } from "./scorecard";

/**
 * The first draft of the reviewers' summary (docs/product.md, "Feedback in the decision mail"):
 * each scored topic that has notes, and under it each reviewer's note on it, without their name.
 * "Anomalies or Red Flags" stays internal: its notes are not drafted. The admin edits the draft
 * before approving it; nothing of it reaches the founder unapproved.
 */
export function draftFeedback(scorecardNotes: readonly Record<string, string>[]): string {
  return SCORED_TOPICS.flatMap((topic) => {
    const notes = scorecardNotes.flatMap((notes) => {
      const note = notes[topic]?.trim();
      return note ? [`- ${note.replace(/\s*\n\s*/g, " ")}`] : [];
    });
    return notes.length > 0 ? [[topic, ...notes].join("\n")] : [];
  }).join("\n\n");
}
