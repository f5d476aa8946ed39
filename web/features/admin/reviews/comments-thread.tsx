import { type FormEvent, useEffect, useId, useState } from "react";
import type { Comment } from "../../../../core/schemas/scorecard";
import { errorText } from "../../../lib/api";
import { formatDateTime } from "../format";
import { reviewsApi } from "./reviews-api";

/** The internal thread of an application: staff only, never shown to the founder. */
export function CommentsThread({ applicationId }: { applicationId: string }) {
  const id = useId();
  const [comments, setComments] = useState<Comment[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [body, setBody] = useState("");
  const [error, setError] = useState("");
  const [sending, setSending] = useState(false);

  useEffect(() => {
    let current = true;
    reviewsApi
      .comments(applicationId)
      .then((loaded) => current && setComments(loaded))
      .catch(() => current && setFailed(true));
    return () => {
      current = false;
    };
  }, [applicationId]);

  async function send(event: FormEvent) {
    event.preventDefault();
    if (!body.trim()) {
      setError("Write a comment first.");
      return;
    }
    setSending(true);
    setError("");
    try {
      const comment = await reviewsApi.addComment(applicationId, { body });
      setComments((list) => [...(list ?? []), comment]);
      setBody("");
    } catch (cause) {
      setError(
        errorText(cause, {
          fallback: "The comment was not saved.",
          network: "Something went wrong.",
        }),
      );
    } finally {
      setSending(false);
    }
  }

  return (
    <section className="comments" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>Internal comments</h3>
      <p className="scorecard__hint">Seen by staff only, never by the founder.</p>
      {failed ? <p className="field__error">Could not load the comments.</p> : null}
      {comments && comments.length === 0 ? <p>No comments yet.</p> : null}
      {comments && comments.length > 0 ? (
        <ol className="comments__list">
          {comments.map((comment) => (
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
        <textarea
          id={`${id}-body`}
          rows={2}
          value={body}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => setBody(event.target.value)}
        />
        {error ? (
          <p id={`${id}-error`} className="field__error">
            {error}
          </p>
        ) : null}
        <button type="submit" className="button" disabled={sending}>
          {sending ? "Posting…" : "Post comment"}
        </button>
      </form>
    </section>
  );
}
