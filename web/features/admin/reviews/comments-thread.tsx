import { type FormEvent, useId, useState } from "react";
import { useFetcher } from "react-router";
import type { Comment } from "../../../../core/schemas/scorecard";
import { AS_JSON } from "../actions";
import { formatDateTime } from "../format";
import { Loaded } from "../lists/loaded";
import type { CommentPosted, ReviewIntent } from "./review-action";

/**
 * The internal thread of an application: staff only, never shown to the founder. A comment goes to
 * the clientAction of the route showing the application, and the thread is loaded again after.
 */
export function CommentsThread({ comments }: { comments: Promise<Comment[]> }) {
  const id = useId();
  const posting = useFetcher<CommentPosted>();
  const [problem, setProblem] = useState("");
  const error = problem || (posting.data?.ok === false ? posting.data.error : "");

  function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = String(new FormData(event.currentTarget).get("body") ?? "");
    if (!body.trim()) {
      setProblem("Write a comment first.");
      return;
    }
    setProblem("");
    const intent: ReviewIntent = { intent: "comment", body };
    void posting.submit(intent, AS_JSON);
  }

  return (
    <section className="comments" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>Internal comments</h3>
      <p className="scorecard__hint">Seen by staff only, never by the founder.</p>
      <Loaded
        data={comments}
        loading={null}
        failure={() => <p className="field__error">Could not load the comments.</p>}
      >
        {(loaded) => (
          <>
            {loaded.length === 0 ? <p>No comments yet.</p> : null}
            {loaded.length > 0 ? (
              <ol className="comments__list">
                {loaded.map((comment) => (
                  <li key={comment._id} className="comments__item">
                    <p className="comments__meta">
                      <strong>{comment.authorName}</strong> ·{" "}
                      <time dateTime={comment.createdAt}>{formatDateTime(comment.createdAt)}</time>
                    </p>
                    <p className="comments__body">{comment.body}</p>
                  </li>
                ))}
              </ol>
            ) : null}
            <form className="form comments__form" onSubmit={send}>
              <label htmlFor={`${id}-body`} className="field__label">
                Add a comment
              </label>
              {/* A posted comment joins the thread: the box starts empty again (one more comment). */}
              <textarea
                key={loaded.length}
                id={`${id}-body`}
                name="body"
                rows={2}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
              />
              {error ? (
                <p id={`${id}-error`} className="field__error">
                  {error}
                </p>
              ) : null}
              <button type="submit" className="button" disabled={posting.state !== "idle"}>
                {posting.state !== "idle" ? "Posting…" : "Post comment"}
              </button>
            </form>
          </>
        )}
      </Loaded>
    </section>
  );
}
